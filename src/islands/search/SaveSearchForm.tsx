/**
 * Naming the current search to keep it; Escape or "Cancel" closes without saving. Loaded when the
 * person asks to save, so the search page does not carry the form library until then.
 */
import { type CSSProperties, useEffect } from 'react';
import { createSavedSearchBody, SAVED_SEARCH_NAME_MAX } from '../../contracts/saved-searches.ts';
import { Field } from '../shared/Field.tsx';
import { FormMessage } from '../shared/FormMessage.tsx';
import { useGatewayForm } from '../shared/use-gateway-form.ts';
import { createSavedSearch } from './api.ts';

const saveSearchForm = createSavedSearchBody.pick({ name: true });

/** The search page's filters as saved: the address's query string without `?` and without the page. */
export function currentSearchQuery(search = location.search): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

/** The words searched for name the search until the person names it otherwise. */
const suggestedName = () => new URLSearchParams(location.search).get('q')?.trim().slice(0, SAVED_SEARCH_NAME_MAX) || 'My search';

const row: CSSProperties = { display: 'flex', gap: 'var(--space-2)', alignItems: 'center', flexWrap: 'wrap' };

export default function SaveSearchForm({ onSaved, onCancel }: { onSaved: (name: string) => void; onCancel: () => void }) {
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(saveSearchForm, { name: suggestedName() });
  useEffect(() => form.setFocus('name'), [form]);

  const onSubmit = onValid(async ({ name }) => {
    const saved = await submit(() => createSavedSearch({ name, query: currentSearchQuery() }));
    if (saved) onSaved(saved.name);
  });
  return (
    <form className="save-search" onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: 'var(--space-1)' }}>
      <Field id="save-search-name" label="Name this search" error={errors.name?.message}>
        {(control) => (
          <div style={row}>
            <input
              className="input"
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
              autoComplete="off"
              style={{ width: 'auto', flex: '1 1 180px' }}
              {...control}
              {...form.register('name')}
              onKeyDown={(e) => {
                if (e.key === 'Escape') onCancel();
              }}
            />
            <button type="submit" className="button" disabled={busy}>
              {form.formState.isSubmitting ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="button secondary" onClick={onCancel}>
              Cancel
            </button>
          </div>
        )}
      </Field>
      <FormMessage error={formError} />
    </form>
  );
}
