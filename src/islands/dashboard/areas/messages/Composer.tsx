/**
 * Writing a message, on the kit's form (react-hook-form with the contract `messageBody`): the text
 * (Ctrl+Enter or ⌘+Enter sends, Enter starts a new line) and files, each uploaded as soon as it is
 * chosen (photos and PDFs, within the upload limits) and sent with the message by id. What is
 * typed stays until the gateway has taken it; a refusal lands on its field.
 */
import { useId } from 'react';
import type { z } from 'zod';
import { MESSAGE_FILES_MAX, MESSAGE_TEXT_MAX, messageBody } from '../../../../contracts/conversations.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { AttachedFileList } from '../../../shared/ui/AttachedFileList.tsx';
import { ATTACHABLE_LIMITS, ATTACHABLE_TYPES, useAttachedFiles } from '../../../shared/ui/use-attached-files.ts';

interface ComposerProps {
  /** The text box's name, e.g. "Message to Lagoon Chemicals". */
  label: string;
  /** Sends; rejects with the gateway's error when it refused (the message stays). */
  onSend: (body: z.output<typeof messageBody>) => Promise<unknown>;
  autoFocus?: boolean;
}

export function Composer({ label, onSend, autoFocus = false }: ComposerProps) {
  const id = useId();
  const { form, submit, formError, errors, busy } = useGatewayForm<z.output<typeof messageBody>, z.input<typeof messageBody>>(
    messageBody,
    { text: '', fileIds: [] },
    { mode: 'onSubmit' },
  );
  const {
    files,
    uploading,
    error: uploadError,
    picker,
    attach,
    remove,
    clear,
  } = useAttachedFiles(MESSAGE_FILES_MAX, 'A message', (ids) => form.setValue('fileIds', ids));
  const text = form.watch('text') ?? '';
  const left = MESSAGE_TEXT_MAX - [...text].length;
  const empty = !text.trim() && !files.length;
  const sending = form.formState.isSubmitting;

  const send = form.handleSubmit(async (values) => {
    if (empty || uploading || left < 0) return;
    if ((await submit(() => onSend(values).then(() => true))) !== null) {
      form.reset({ text: '', fileIds: [] });
      clear();
      form.setFocus('text');
    }
  });

  const textError = errors.text?.message ?? errors.fileIds?.message;
  const problem = textError ?? formError ?? uploadError;
  const field = form.register('text');
  return (
    <form className="composer" noValidate onSubmit={(event) => void send(event)} aria-label={label}>
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {label}
      </label>
      <textarea
        {...field}
        id={`${id}-text`}
        className="input composer-text"
        rows={3}
        placeholder="Write a message…"
        // biome-ignore lint/a11y/noAutofocus: the person opened the conversation to write in it
        autoFocus={autoFocus}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        aria-invalid={textError || left < 0 ? true : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <AttachedFileList className="composer-files" aria-label="Files to send" files={files} onRemove={remove} />
      <div className="composer-actions">
        <input
          ref={picker}
          type="file"
          accept={ATTACHABLE_TYPES}
          multiple
          hidden
          onChange={(event) => void attach(event.currentTarget.files)}
        />
        <button type="button" className="button secondary" onClick={() => picker.current?.click()} disabled={uploading || sending}>
          {uploading ? 'Uploading…' : 'Attach a file'}
        </button>
        <p id={`${id}-hint`} className="hint composer-hint">
          {left < 200 ? `${left} characters left. ` : ''}Ctrl+Enter sends. {ATTACHABLE_LIMITS}
        </p>
        <button type="submit" className="button" disabled={busy || empty || uploading || left < 0} aria-busy={sending || undefined}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      {problem && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
