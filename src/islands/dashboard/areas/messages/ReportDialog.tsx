/** Reporting a message to the operators: why, in a few words; they decide whether it goes. */
import type { z } from 'zod';
import { REPORT_REASON_MAX, reportBody } from '../../../../contracts/conversations.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { reportMessage } from './api.ts';

interface ReportDialogProps {
  messageId: string;
  /** Who wrote it, for the title. */
  author: string;
  onClose: () => void;
  onReported: () => void;
}

export function ReportDialog({ messageId, author, onClose, onReported }: ReportDialogProps) {
  const { form, submit, formError, errors, busy } = useGatewayForm<z.output<typeof reportBody>>(reportBody, { reason: '' });
  const send = form.handleSubmit(async ({ reason }) => {
    if ((await submit(() => reportMessage(messageId, reason))) !== null) onReported();
  });
  return (
    <FormDialog
      title={`Report ${author}’s message`}
      intro="Our operators read the message and decide whether it is removed. The writer is not told who reported it."
      onClose={onClose}
      onSubmit={send}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy}
      submitLabel="Report"
      danger
    >
      <Field
        id="report-reason"
        label="What is wrong with it?"
        error={errors.reason?.message}
        hint={`At most ${REPORT_REASON_MAX} characters.`}
      >
        {(control) => (
          <textarea {...control} {...form.register('reason')} className="input textarea" rows={4} maxLength={REPORT_REASON_MAX} />
        )}
      </Field>
    </FormDialog>
  );
}
