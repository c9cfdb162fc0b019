/** The form-level message: an error announced at once, or a notice. */
import './forms.css';
export function FormMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error)
    return (
      <div className="form-message error" role="alert">
        {error}
      </div>
    );
  if (notice)
    return (
      <div className="form-message notice" role="status">
        {notice}
      </div>
    );
  return null;
}
