/** Renaming a saved search in place; Escape or "Cancel" leaves the name as it was. */
import { renameSavedSearchBody, SAVED_SEARCH_NAME_MAX, type SavedSearch } from '../../../../contracts/saved-searches.ts';
import { Field } from '../../../shared/Field.tsx';
import { FormMessage } from '../../../shared/FormMessage.tsx';
import { useGatewayForm } from '../../../shared/use-gateway-form.ts';
import { renameSavedSearch } from './api.ts';

interface RenameFormProps {
  search: SavedSearch;
  nameId: string;
  onRenamed: (renamed: SavedSearch) => void;
  onCancel: () => void;
}

export const renameInputId = (id: string) => `rename-${id}`;

export function RenameForm({ search, nameId, onRenamed, onCancel }: RenameFormProps) {
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(renameSavedSearchBody, { name: search.name });
  const onSubmit = onValid(async ({ name }) => {
    if (name === search.name) return onCancel();
    const renamed = await submit(() => renameSavedSearch(search.id, { name }));
    if (renamed) onRenamed(renamed);
  });
  return (
    <form className="rename-form" onSubmit={onSubmit} noValidate>
      <Field id={renameInputId(search.id)} label={`New name for “${search.name}”`} error={errors.name?.message}>
        {(control) => (
          <div className="rename-row">
            <input
              className="input"
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
              autoComplete="off"
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
      <span id={nameId} hidden>
        {search.name}
      </span>
    </form>
  );
}
