/**
 * Restricted goods at checkout (docs/decisions/040-dangerous-goods-in-orders.md): a company verified
 * at tier 2 buys them with an end-use declaration, which the orders keep. The buyer writes it here;
 * a buyer who may not buy them is told why and where to verify the company.
 */
import { useId, useState } from 'react';
import { END_USE_MIN } from '../../contracts/order-limits.ts';

interface EndUseDeclarationProps {
  /** The declaration the preview was priced with ('' for none yet). */
  statement: string;
  /** What the gateway said is wrong with it, or null. */
  problems: string[] | null;
  /** The gateway refused the buyer (403): why, by line. */
  refused: string[] | null;
  onDeclare: (statement: string) => void;
}

export function EndUseDeclaration({ statement, problems, refused, onDeclare }: EndUseDeclarationProps) {
  const id = useId();
  const [text, setText] = useState(statement);
  const [tooShort, setTooShort] = useState(false);
  if (refused)
    return (
      <div className="cart-alert end-use" role="alert">
        <p>
          <strong>Restricted goods are in your cart.</strong> Only a company verified at tier 2 may buy them, with an end-use declaration.
        </p>
        <ul className="small">
          {[...new Set(refused)].map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <p className="small">
          <a href="/wallet/verification">Verify your company's business</a>, or remove them from <a href="/cart">your cart</a>.
        </p>
      </div>
    );
  const shown = tooShort ? [`Say what the goods are for, in at least ${END_USE_MIN} characters.`] : (problems ?? []);
  return (
    <form
      className="end-use"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        setTooShort(trimmed.length < END_USE_MIN);
        if (trimmed.length >= END_USE_MIN) onDeclare(trimmed);
      }}
    >
      <h3 id={`${id}-title`}>Restricted goods: say what they are for</h3>
      <p className="small muted">
        Some goods in your cart are restricted (explosives, toxic gases, drug precursors and the like). A company verified at tier 2 buys
        them with an end-use declaration; each order that holds them keeps it, with who declared it and when.
      </p>
      <label htmlFor={`${id}-text`}>End-use declaration</label>
      <textarea
        id={`${id}-text`}
        rows={3}
        value={text}
        aria-invalid={shown.length > 0 || undefined}
        aria-describedby={shown.length ? `${id}-error` : `${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      {shown.length ? (
        <p id={`${id}-error`} className="small line-problem">
          {shown.join(' ')}
        </p>
      ) : (
        <p id={`${id}-hint`} className="small muted">
          At least {END_USE_MIN} characters: the product made, the process, the site.
        </p>
      )}
      <button type="submit" className="button secondary compact">
        {statement ? 'Update the declaration' : 'Declare and price the order'}
      </button>
    </form>
  );
}
