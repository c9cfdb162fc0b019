/** The full-page error screen (spec §2, §8): status code, message, and the way back home. */
import './error.css';

export function ErrorScreen({ status, message, onHome }: { status: number; message: string; onHome: () => void }) {
  return (
    <div className="error-screen" role="alert">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1>{status === 404 ? message : 'Something went wrong'}</h1>
      {status !== 404 && <p className="muted">{message}</p>}
      <button type="button" className="button" onClick={onHome}>
        Go back home
      </button>
    </div>
  );
}
