/** Renaming a saved search in place; Escape or "Cancel" leaves the name as it was. */
import type { SavedSearch } from '../../../../contracts/saved-searches.ts';
import { SearchNameForm } from '../../../shared/ui/SearchNameForm.tsx';
import { renameSavedSearch } from './api.ts';

interface RenameFormProps {
  search: SavedSearch;
  nameId: string;
  onRenamed: (renamed: SavedSearch) => void;
  onCancel: () => void;
}

export const renameInputId = (id: string) => `rename-${id}`;

export function RenameForm({ search, nameId, onRenamed, onCancel }: RenameFormProps) {
  return (
    <SearchNameForm
      id={renameInputId(search.id)}
      label={`New name for “${search.name}”`}
      initialName={search.name}
      save={async (name) => {
        if (name === search.name) return onCancel();
        onRenamed(await renameSavedSearch(search.id, { name }));
      }}
      onCancel={onCancel}
      className="rename-form"
      rowClassName="rename-row"
    >
      <span id={nameId} hidden>
        {search.name}
      </span>
    </SearchNameForm>
  );
}
