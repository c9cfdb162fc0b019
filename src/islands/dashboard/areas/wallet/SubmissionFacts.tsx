/**
 * One verification submission as its owner sees it: its status, what we keep of it (never a full
 * BVN or NIN), which documents it carried, and after a rejection the reason in full.
 */
import { Fragment } from 'react';
import { VERIFICATION_STATUS_LABELS, type VerificationView } from '../../../../contracts/verification.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';

/** The badge's colour for each status (the site's badge classes). */
export const VERIFICATION_TONE = { checking: 'warning', in_review: 'warning', approved: 'verified', rejected: 'danger' } as const;

/** What happens next, in a sentence, while a submission is not decided. */
const WAITING: Partial<Record<VerificationView['status'], string>> = {
  checking: 'We are checking this with the identity provider. This page updates by itself when the answer comes.',
  in_review: 'Our team reviews the registration and the documents. We email you and update this page once it is decided.',
};

export function SubmissionFacts({ submission }: { submission: VerificationView }) {
  const { dateTime } = useAccountDates();
  const waiting = WAITING[submission.status];
  return (
    <div className="submission">
      <p className="submission-status">
        <span className={`badge ${VERIFICATION_TONE[submission.status]}`}>{VERIFICATION_STATUS_LABELS[submission.status]}</span>{' '}
        <span className="small muted">
          Submitted {dateTime(submission.submittedAt)}
          {submission.decidedAt && `, decided ${dateTime(submission.decidedAt)}`}
        </span>
      </p>
      {waiting && (
        <p className="notice" role="status">
          {waiting}
        </p>
      )}
      {submission.status === 'rejected' && submission.reason && (
        <p className="notice danger" role="note">
          <strong>Why it was not accepted:</strong> {submission.reason}
        </p>
      )}
      <dl className="facts">
        {submission.summary.map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
        {submission.documents.map((document) => (
          <Fragment key={document.fileId}>
            <dt>{document.label}</dt>
            {/* Named, not linked: identity documents are read by operators only, through their console. */}
            <dd>Received</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
