/**
 * A draft request in steps (the kind's own steps, then documents, then the review). What is typed
 * is saved as it is typed, with the step, so a reload comes back to the same place with nothing
 * lost. A new request is only a form until the first answer is saved: that save creates the draft
 * (POST) and puts its id in the address, so a visit that types nothing leaves nothing behind. "Continue" checks the step's fields; "Submit for review" checks them all, saves, and sends
 * the request, and a field the gateway refuses opens its step with the message on it.
 */
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { get } from 'react-hook-form';
import { FormProvider } from 'react-hook-form';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { FINANCING_TYPE_LABELS, type FinancingDetail, type FinancingType } from '../../../../contracts/financing.ts';
import { toast } from '../../../../lib/toast.ts';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { navigate } from '../../../shared/data/location.ts';
import { Stepper } from '../../../shared/ui/Stepper.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import { createRequest, saveDraft, submitRequest } from './api.ts';
import { DiscardDraftDialog } from './DiscardDraftDialog.tsx';
import { DocumentsStep } from './DocumentsStep.tsx';
import { type DraftValues, draftSchema, toDetails, toDocuments, toValues } from './draft-codec.ts';
import { ROWS, STEPS, type StepKind } from './draft-fields.ts';
import { ImportAmountStep } from './ImportAmountStep.tsx';
import { ImportGoodsStep } from './ImportGoodsStep.tsx';
import { ImportSupplierStep } from './ImportSupplierStep.tsx';
import { ManufacturingAmountStep } from './ManufacturingAmountStep.tsx';
import { procurementAmount } from './procurement-amount.ts';
import { ProcurementStep } from './ProcurementStep.tsx';
import { ProductionStep } from './ProductionStep.tsx';
import { LIST_PATH, REQUEST_VIEW, requestPath } from './request-view.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { RowsStep } from './RowsStep.tsx';
import { SaveIndicator } from './SaveIndicator.tsx';
import { useAutosave } from './use-autosave.ts';

interface Props {
  type: FinancingType;
  /** The saved draft; null for a new request not saved yet. */
  request: FinancingDetail | null;
  /** The new request was saved as a draft (its first save). */
  onCreated?: (draft: FinancingDetail) => void;
  onSubmitted: (request: FinancingDetail) => void;
}

/** What a new request starts from: nothing typed, on its first step. */
const BLANK = { details: {}, documents: [], step: 0 };

/** Which steps hold something already, for the step indicator. */
function filledSteps(type: FinancingType, values: DraftValues): boolean[] {
  const details = toDetails(type, values);
  return STEPS[type].map((step) => {
    if (step.kind === 'review') return false;
    if (step.kind === 'documents') return toDocuments(values).length > 0;
    return step.fields.some((name) => {
      const value = details[name];
      return Array.isArray(value) ? value.some((row) => Object.keys(row as object).length > 0) : value !== undefined;
    });
  });
}

export function DraftForm({ type, request, onCreated, onSubmitted }: Props) {
  const steps = STEPS[type];
  const { view, go } = useUrlState(requestPath(type), REQUEST_VIEW);
  const step = Math.min(Math.max(view.step ?? (request ?? BLANK).step + 1, 1), steps.length);
  const current = steps[step - 1]!;
  const schema = useMemo(() => draftSchema(type), [type]);
  // The draft as loaded is the form's start; later answers never overwrite what is being typed.
  const [initial] = useState(() => toValues(type, request ?? BLANK));
  // Checked on "Continue" and "Submit for review" only; a refused field's message goes as soon as it
  // is changed (below). Checked on leaving a field, a message could vanish between the press and
  // the release of "Continue", moving the button from under the pointer so the click is lost.
  const { form, submit, formError, setFormError } = useGatewayForm<z.output<typeof schema>, DraftValues>(schema, initial, {
    mode: 'onSubmit',
    fieldOf: (name) => name.replace(/^details\./, ''),
  });
  const [sending, setSending] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  // The draft once saved: its id and reference. Created by the first save, once however many saves wait for it.
  const [saved, setSaved] = useState(request ? { id: request.id, reference: request.reference } : null);
  const creating = useRef<Promise<string> | null>(request ? Promise.resolve(request.id) : null);
  const draftId = () => {
    creating.current ??= createRequest(type).then(
      (draft) => {
        setSaved({ id: draft.id, reference: draft.reference });
        // The draft's address from now on: a reload or a copied link opens it, at this step.
        go({ id: draft.id }, { replace: true });
        onCreated?.(draft);
        return draft.id;
      },
      (error: unknown) => {
        creating.current = null;
        throw error;
      },
    );
    return creating.current;
  };

  const stepNow = useRef(step);
  stepNow.current = step;
  const autosave = useAutosave(async ({ keepalive }) => {
    const id = await draftId();
    const values = form.getValues();
    return saveDraft(
      id,
      { details: toDetails(type, values), documents: toDocuments(values), step: stepNow.current - 1 },
      keepalive ? { keepalive } : {},
    );
  });
  const { changed } = autosave;
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      changed();
      if (name && form.getFieldState(name).error) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form, changed]);

  // A new step starts at its heading (or at the first field refused), for keyboard and screen reader users alike.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusInvalid = useRef(false);
  const arrived = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger, not a value read
  useEffect(() => {
    if (arrived.current) {
      arrived.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const invalid = focusInvalid.current ? document.querySelector<HTMLElement>('.fin-step [aria-invalid="true"]') : null;
      focusInvalid.current = false;
      (invalid ?? heading.current)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [step]);

  function goStep(next: number) {
    if (next === step) return;
    go({ step: next });
    // The step is part of the draft: a reload opens it again.
    changed();
  }

  /** The first step with a refused field, opened with the keyboard on that field. */
  function showFirstRefusal() {
    const errors = form.formState.errors;
    const index = steps.findIndex((s) => s.fields.some((name) => get(errors, name)));
    if (index < 0) return;
    if (index + 1 === step) document.querySelector<HTMLElement>('.fin-step [aria-invalid="true"]')?.focus();
    else {
      focusInvalid.current = true;
      goStep(index + 1);
    }
  }

  async function next() {
    const fields = current.fields;
    if (fields.length && !(await form.trigger(fields as never))) {
      document.querySelector<HTMLElement>('.fin-step [aria-invalid="true"]')?.focus();
      return;
    }
    // What is financed is checked where it is chosen: an empty cart or an amount outside the bounds stops here, not at submission.
    if (current.kind === 'what') {
      setSending(true);
      try {
        const { problem } = await procurementAmount(
          String(form.getValues('source')),
          String(form.getValues('sourceId') ?? ''),
          new AbortController().signal,
        );
        if (problem) {
          form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
          return;
        }
      } catch {
        // Not known now (the gateway did not answer): the gateway checks it again at submission.
      } finally {
        setSending(false);
      }
    }
    goStep(step + 1);
  }

  async function send() {
    setSending(true);
    setFormError(null);
    try {
      if (!(await form.trigger())) {
        setFormError('Some answers need your attention before the request can be submitted: they are marked on their step.');
        showFirstRefusal();
        return;
      }
      if (!(await autosave.flush())) {
        setFormError('Your latest changes could not be saved, so the request was not submitted. Please try again.');
        return;
      }
      const submitted = await submit(async () => submitRequest(await draftId()));
      if (!submitted) {
        showFirstRefusal();
        return;
      }
      onSubmitted(submitted);
      toast('Submitted for review.');
      // The request's page replaces the form: the keyboard goes to its title, which says what it is now.
      requestAnimationFrame(() => document.getElementById('area-title')?.focus());
    } finally {
      setSending(false);
    }
  }

  const last = step === steps.length;
  const values = form.watch();
  return (
    <section className="fin-area fin-draft" aria-labelledby="area-title">
      <BackLink href={LIST_PATH} className="fin-back">
        All financing requests
      </BackLink>
      <div className="fin-head">
        <div>
          <h1 id="area-title" tabIndex={-1}>
            {FINANCING_TYPE_LABELS[type]} financing request
          </h1>
          <p className="muted small fin-reference">
            {saved ? `Draft ${saved.reference}` : 'New request: kept as a draft from your first answer'}
          </p>
        </div>
        <SaveIndicator state={autosave.state} retry={() => void autosave.flush()} />
      </div>
      <FormMessage error={formError} />
      <Stepper label="Steps of the financing request" steps={steps} step={step} filled={filledSteps(type, values)} onStep={goStep} />
      <FormProvider {...form}>
        <form
          className="form card fin-step"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void (last ? send() : next());
          }}
        >
          <div className="fin-step-head">
            <h2 id="fin-step-title" ref={heading} tabIndex={-1}>
              <span className="fin-step-count">
                Step {step} of {steps.length}
              </span>{' '}
              {current.title}
            </h2>
            <p className="muted">{current.intro}</p>
          </div>
          {stepBody(current.kind, type, goStep)}
          <div className="fin-step-actions">
            {step > 1 ? (
              <button type="button" className="button secondary" disabled={sending} onClick={() => goStep(step - 1)}>
                Back
              </button>
            ) : (
              <span />
            )}
            <button type="submit" className="button" disabled={sending}>
              {last ? (sending ? 'Submitting…' : 'Submit for review') : 'Continue'}
            </button>
          </div>
        </form>
      </FormProvider>
      {saved && (
        <p className="fin-discard">
          <button type="button" className="link-button small" onClick={() => setDiscarding(true)}>
            Discard this draft
          </button>
        </p>
      )}
      {discarding && saved && (
        <DiscardDraftDialog
          id={saved.id}
          reference={saved.reference}
          onClose={() => setDiscarding(false)}
          onDiscarded={() => {
            autosave.forget();
            navigate(LIST_PATH);
          }}
        />
      )}
    </section>
  );
}

function stepBody(kind: StepKind, type: FinancingType, goStep: (step: number) => void): ReactNode {
  switch (kind) {
    case 'what':
      return <ProcurementStep />;
    case 'supplier':
      return <ImportSupplierStep />;
    case 'goods':
      return <ImportGoodsStep />;
    case 'amount':
      return type === 'import' ? <ImportAmountStep /> : <ManufacturingAmountStep />;
    case 'production':
      return <ProductionStep />;
    case 'inputs':
    case 'offtakeContracts':
      return <RowsStep key={kind} spec={ROWS[type].find((r) => r.name === kind)!} />;
    case 'documents':
      return <DocumentsStep />;
    case 'review':
      return <ReviewStep type={type} onStep={goStep} />;
  }
}
