/**
 * The last step of a draft: everything it asks, as the reviewer will read it, each group with a way
 * back to its step; the documents; then what happens after submitting.
 */
import type { FinancingType } from '../../../../contracts/financing.ts';
import { DocumentList } from './DocumentList.tsx';
import { toDetails, toDocuments } from './draft-codec.ts';
import { STEPS } from './draft-fields.ts';
import { FactList, factGroups } from './RequestFacts.tsx';
import { useDraftForm } from './use-draft-form.ts';
import { useSourceOptions } from './use-source-options.ts';

export function ReviewStep({ type, onStep }: { type: FinancingType; onStep: (step: number) => void }) {
  const { form } = useDraftForm();
  const values = form.watch();
  const details = toDetails(type, values);
  const { options } = useSourceOptions(type === 'procurement' ? String(details.source ?? '') : '');
  const sourceLabel = options?.find((o) => o.id === details.sourceId)?.label;
  const documentsStep = STEPS[type].findIndex((s) => s.kind === 'documents') + 1;

  return (
    <div className="fin-review">
      {factGroups(type, details, sourceLabel).map((group) => (
        <section key={group.step} className="fin-review-group" aria-labelledby={`fin-review-${group.step}`}>
          <div className="fin-review-head">
            <h3 id={`fin-review-${group.step}`}>{group.title}</h3>
            <button type="button" className="link-button small" onClick={() => onStep(group.step)}>
              Change<span className="visually-hidden"> {group.title.toLowerCase()}</span>
            </button>
          </div>
          <FactList facts={group.facts} />
        </section>
      ))}
      <section className="fin-review-group" aria-labelledby="fin-review-documents">
        <div className="fin-review-head">
          <h3 id="fin-review-documents">Documents</h3>
          <button type="button" className="link-button small" onClick={() => onStep(documentsStep)}>
            Change<span className="visually-hidden"> documents</span>
          </button>
        </div>
        <DocumentList documents={toDocuments(values)} />
      </section>
      <p className="fin-next muted small">
        Once submitted, the request can no longer be changed. Our financing team reviews it and either makes an offer (amount, rate, fee and
        repayment schedule) for you to accept or decline, or says why not.
      </p>
    </div>
  );
}
