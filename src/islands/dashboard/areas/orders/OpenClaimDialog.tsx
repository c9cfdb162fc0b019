/**
 * The buyer's claim on a delivered order: quality or quantity, what is wrong, and evidence files
 * (photos and PDFs, each uploaded as soon as it is chosen, as the messages composer does). The
 * gateway has the last word on the window and the order's state: its refusal shows at the top.
 */
import { useId } from 'react';
import { CLAIM_REASON_MAX, type OpenClaim, type OpenClaimBody, openClaimBody } from '../../../../contracts/claims.ts';
import type { Order } from '../../../../contracts/commerce.ts';
import { MESSAGE_FILES_MAX } from '../../../../contracts/conversations.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { AttachedFileList } from '../../../shared/ui/AttachedFileList.tsx';
import { ATTACHABLE_LIMITS, ATTACHABLE_TYPES, useAttachedFiles } from '../../../shared/ui/use-attached-files.ts';
import { KIND_CHOICES } from '../../../shared/commerce/claim-text.ts';

const LIMITS = `Up to ${MESSAGE_FILES_MAX} files: ${ATTACHABLE_LIMITS}`;

interface OpenClaimDialogProps {
  order: Order;
  /** Sends the claim; rejects with the gateway's error when it was refused. */
  onSubmit: (body: OpenClaim) => Promise<unknown>;
  onClose: () => void;
}

export function OpenClaimDialog({ order, onSubmit, onClose }: OpenClaimDialogProps) {
  const id = useId();
  const gateway = useGatewayForm<OpenClaim, OpenClaimBody>(openClaimBody, { orderId: order.id, reason: '', fileIds: [] });
  const { form, errors } = gateway;
  const {
    files,
    uploading,
    error: uploadError,
    picker,
    attach,
    remove,
  } = useAttachedFiles(MESSAGE_FILES_MAX, 'A claim', (ids) => form.setValue('fileIds', ids));

  const send = gateway.onValid(async (body) => {
    if (uploading) return;
    if ((await gateway.submit(() => onSubmit(body).then(() => true))) !== null) onClose();
  });

  const filesProblem = errors.fileIds?.message ?? uploadError;
  return (
    <FormDialog
      title={`Open a claim on order ${order.number}`}
      intro="The seller is told at once and is not paid for the order until the claim ends. Say what is wrong and attach what shows it."
      className="claim-dialog open-claim-dialog"
      onClose={onClose}
      onSubmit={send}
      error={gateway.formError}
      sending={form.formState.isSubmitting}
      busy={gateway.busy || uploading}
      submitLabel="Open the claim"
      sendingLabel="Opening…"
    >
      <ChoiceGroup legend="What kind of problem?" choices={KIND_CHOICES} field={form.register('kind')} />
      {errors.kind?.message && (
        <p className="field-error" role="alert">
          Choose quality or quantity.
        </p>
      )}
      <Field
        id={`${id}-reason`}
        label="What is wrong"
        hint={`Which packages, what you found, and what you expect, for example “two bags caked; moisture 2.1% against 0.5% on the certificate”. At most ${CLAIM_REASON_MAX} characters.`}
        error={errors.reason?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('reason')}
            className="input textarea"
            rows={5}
            maxLength={CLAIM_REASON_MAX}
            aria-required="true"
          />
        )}
      </Field>
      <fieldset className="choice-group evidence-group" aria-describedby={`${id}-files-hint`}>
        <legend id={`${id}-files-label`}>Evidence (optional)</legend>
        <AttachedFileList className="evidence-files" aria-labelledby={`${id}-files-label`} files={files} onRemove={remove} />
        <input
          ref={picker}
          id={`${id}-files`}
          type="file"
          accept={ATTACHABLE_TYPES}
          multiple
          hidden
          onChange={(event) => void attach(event.currentTarget.files)}
        />
        <div>
          <button
            type="button"
            className="button secondary"
            onClick={() => picker.current?.click()}
            disabled={uploading || files.length >= MESSAGE_FILES_MAX}
          >
            {uploading ? 'Uploading…' : 'Attach photos or PDFs'}
          </button>
        </div>
        <p id={`${id}-files-hint`} className="hint">
          {LIMITS}
        </p>
        <p role="status" className="visually-hidden">
          {uploading ? 'Uploading…' : files.length ? `${files.length} ${files.length === 1 ? 'file' : 'files'} attached.` : ''}
        </p>
        {filesProblem && (
          <p className="field-error" role="alert">
            {filesProblem}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
