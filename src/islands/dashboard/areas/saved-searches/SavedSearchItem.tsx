/** One saved search: its name and filters, with Run, Rename and Delete (which asks first). */
import type { SavedSearch } from '../../../../contracts/saved-searches.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { RenameForm } from './RenameForm.tsx';
import { describeQuery } from './describe-query.ts';

export type ItemMode = 'view' | 'renaming' | 'confirming';

interface SavedSearchItemProps {
  search: SavedSearch;
  mode: ItemMode;
  /** The delete is on its way. */
  deleting: boolean;
  /** Why the delete failed. */
  error: string | null;
  onMode: (mode: ItemMode) => void;
  onRenamed: (renamed: SavedSearch) => void;
  onDelete: () => void;
}

export const savedItemId = (id: string) => `saved-${id}`;
export const renameButtonId = (id: string) => `rename-button-${id}`;
export const deleteButtonId = (id: string) => `delete-button-${id}`;
export const confirmDeleteId = (id: string) => `confirm-delete-${id}`;

export function SavedSearchItem({ search, mode, deleting, error, onMode, onRenamed, onDelete }: SavedSearchItemProps) {
  const { date } = useAccountDates();
  const nameId = `saved-name-${search.id}`;
  return (
    <li id={savedItemId(search.id)} className="card saved-item" tabIndex={-1} aria-labelledby={nameId}>
      {mode === 'renaming' ? (
        <RenameForm search={search} nameId={nameId} onRenamed={onRenamed} onCancel={() => onMode('view')} />
      ) : (
        <div className="item-main">
          <h2 className="item-title" id={nameId}>
            {search.name}
          </h2>
          <p className="item-body">{describeQuery(search.query)}</p>
          <p className="muted small item-meta">Saved {date(search.createdAt)}</p>
        </div>
      )}
      {mode === 'confirming' && (
        <div className="item-actions confirm" role="group" aria-labelledby={`confirm-text-${search.id}`}>
          <p id={`confirm-text-${search.id}`} className="confirm-text">
            Delete “{search.name}”? This cannot be undone.
          </p>
          <button id={confirmDeleteId(search.id)} type="button" className="button danger" onClick={onDelete} disabled={deleting}>
            {deleting ? 'Deleting…' : 'Yes, delete'}
          </button>
          <button type="button" className="button secondary" onClick={() => onMode('view')}>
            Keep it
          </button>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
      {mode === 'view' && (
        <div className="item-actions">
          <a className="button" href={`/search${search.query ? `?${search.query}` : ''}`} aria-describedby={nameId}>
            Run
          </a>
          <button
            id={renameButtonId(search.id)}
            type="button"
            className="button secondary"
            onClick={() => onMode('renaming')}
            aria-describedby={nameId}
          >
            Rename
          </button>
          <button
            id={deleteButtonId(search.id)}
            type="button"
            className="button secondary"
            onClick={() => onMode('confirming')}
            aria-describedby={nameId}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}
