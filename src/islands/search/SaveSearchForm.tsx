/**
 * Naming the current search to keep it; Escape or "Cancel" closes without saving. Loaded when the
 * person asks to save, so the search page does not carry the form library until then.
 */
import type { CSSProperties } from 'react';
import { SAVED_SEARCH_NAME_MAX } from '../../contracts/saved-searches.ts';
import { SearchNameForm } from '../shared/ui/SearchNameForm.tsx';
import { createSavedSearch } from './api.ts';

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
  return (
    <SearchNameForm
      id="save-search-name"
      label="Name this search"
      initialName={suggestedName()}
      save={async (name) => onSaved((await createSavedSearch({ name, query: currentSearchQuery() })).name)}
      onCancel={onCancel}
      focusOnOpen
      className="save-search"
      style={{ display: 'grid', gap: 'var(--space-1)' }}
      rowStyle={row}
      inputStyle={{ width: 'auto', flex: '1 1 180px' }}
    />
  );
}
