/**
 * A one-time code step inside a larger form (changing the wallet PIN, confirming a large payment):
 * "Email me a code", then the six digits, checked at once. It is not a form of its own, so it can
 * sit inside one; Enter in the code field checks the code instead of submitting the outer form.
 */
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { type OtpPurpose, sendCode, validateCode } from './one-time-code-api.ts';
import './one-time-code.css';

interface Props {
  purpose: OtpPurpose;
  /** Called with the code's id once the gateway accepted the code. */
  onValidated: (otpId: string) => void;
  /** Why a code is needed, in a sentence. */
  reason: string;
}

export function OneTimeCode({ purpose, onValidated, reason }: Props) {
  const id = useId();
  const [sent, setSent] = useState<{ otpId: string; sentTo: string } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);

  async function send() {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await sendCode(purpose);
      setSent({ otpId: answer.otpId, sentTo: answer.sentTo });
      setCode('');
      document.getElementById(`${id}-code`)?.focus();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function check() {
    if (!sent) return;
    if (!/^\d{6}$/.test(code)) {
      setProblem('Enter the 6 digits of the code.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await validateCode(sent.otpId, code);
      setAccepted(true);
      onValidated(sent.otpId);
    } catch (error) {
      const fields = (error as { data?: { errors?: Record<string, string[]> | null } }).data?.errors;
      setProblem(fields?.code ? `The code ${fields.code.join(' ')}` : errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (accepted)
    return (
      <p className="otp-accepted" role="status">
        <span aria-hidden="true">✓</span> Code accepted.
      </p>
    );

  return (
    <fieldset className="otp-step" aria-describedby={`${id}-reason`}>
      <legend>One-time code</legend>
      <p id={`${id}-reason`} className="small muted">
        {reason}
      </p>
      {sent ? (
        <>
          <p className="small" role="status">
            We emailed a code to {sent.sentTo}. It works once, for 10 minutes.
          </p>
          <div className="otp-row">
            <label htmlFor={`${id}-code`} className="visually-hidden">
              The 6-digit code
            </label>
            <input
              id={`${id}-code`}
              className="input otp-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="6 digits"
              value={code}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void check();
                }
              }}
            />
            <button type="button" className="button" disabled={busy} onClick={() => void check()}>
              {busy ? 'Checking…' : 'Check the code'}
            </button>
            <button type="button" className="link-button small" disabled={busy} onClick={() => void send()}>
              Send a new code
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button secondary" disabled={busy} onClick={() => void send()}>
          {busy ? 'Sending…' : 'Email me a code'}
        </button>
      )}
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
