/** The product form's step indicator: where the seller is, which steps hold something, and (once the product exists) a way to each. */
import { STEPS } from './form-steps.ts';

interface StepperProps {
  step: number;
  filled: boolean[];
  /** Null while the product is not saved yet: the other steps open after the first save. */
  onStep: ((step: number) => void) | null;
}

export function Stepper({ step, filled, onStep }: StepperProps) {
  return (
    <nav aria-label="Steps of the product form">
      <ol className="stepper">
        {STEPS.map((s, i) => {
          const n = i + 1;
          const current = n === step ? 'step' : undefined;
          const state = current ? 'current' : filled[i] ? 'complete' : 'not filled in yet';
          const inner = (
            <>
              <span className="step-number" aria-hidden="true">
                {filled[i] && !current ? '✓' : n}
              </span>
              <span>
                {s.title}
                <span className="visually-hidden">
                  , step {n} of {STEPS.length}, {state}
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
