/**
 * The step indicator of a form in steps (a product, a financing request): where the person is,
 * which steps hold something, and (once there is something saved to come back to) a button to each.
 * On a phone the row shows numbers only, so it fits one line; the form's step heading names the step.
 */
import './stepper.css';

interface StepperProps {
  /** The navigation's name, e.g. "Steps of the product form". */
  label: string;
  steps: readonly { title: string }[];
  /** The current step, from 1. */
  step: number;
  filled: readonly boolean[];
  /** Null while there is nothing saved yet: the other steps open after the first save. */
  onStep: ((step: number) => void) | null;
}

export function Stepper({ label, steps, step, filled, onStep }: StepperProps) {
  return (
    <nav aria-label={label}>
      <ol className="form-steps">
        {steps.map((s, i) => {
          const n = i + 1;
          const current = n === step ? 'step' : undefined;
          const state = current ? 'current' : filled[i] ? 'complete' : 'not filled in yet';
          const inner = (
            <>
              <span className="step-number" aria-hidden="true">
                {filled[i] && !current ? '✓' : n}
              </span>
              <span className="step-title">
                {s.title}
                <span className="visually-hidden">
                  , step {n} of {steps.length}, {state}
                </span>
              </span>
            </>
          );
          return (
            <li key={s.title} className={filled[i] ? 'done' : undefined}>
              {onStep ? (
                <button type="button" aria-current={current} onClick={() => onStep(n)}>
                  {inner}
                </button>
              ) : (
                <span className={`step-label${current ? '' : ' locked'}`} aria-current={current}>
                  {inner}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
