/** One page of liked products, suppliers or producers, each with a way to its page and "Unlike". */
import type { ReactNode } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { invalidate, type Query, useMutation } from '../../../shared/data/use-query.ts';
import { type LikedKind, unlike } from './api.ts';

export interface LikedItem {
  id: number;
  name: string;
  href: string;
  detail: ReactNode;
}

export interface LikedPage {
  items: LikedItem[];
  pageNumber: number;
  totalPages: number;
  totalRecords: number;
}

interface LikedListProps {
  kind: LikedKind;
  query: Query<LikedPage>;
  onPage: (page: number) => void;
  empty: ReactNode;
}

export function LikedList({ kind, query, onPage, empty }: LikedListProps) {
  const remove = useMutation((id: number) => unlike(kind, id));
  const page = query.data;

  async function onUnlike(item: LikedItem) {
    const answer = await remove.run(item.id);
    if (!answer) {
      toast(remove.error?.message ?? 'The like could not be taken back. Please try again.', 'error');
      return;
    }
    toast(answer.message ?? `${item.name} is no longer liked.`);
    invalidate(`liked:${kind}`);
  }

  if (!page) return <QueryStatus query={query} what={`your liked ${kind}`} />;
  if (page.items.length === 0) return <div className="card empty-state">{empty}</div>;
  return (
    <>
      <p className="muted small">
        {page.totalRecords} liked {page.totalRecords === 1 ? kind.slice(0, -1) : kind}
      </p>
      <ul className="item-list">
        {page.items.map((item) => (
          <li key={item.id} className="card">
            <div className="item-main">
              <h2 className="item-title">
                <a href={item.href}>{item.name}</a>
              </h2>
              <p className="item-meta muted small">{item.detail}</p>
            </div>
            <div className="item-actions">
              <button type="button" className="button secondary compact" disabled={remove.busy} onClick={() => void onUnlike(item)}>
                Unlike<span className="visually-hidden"> {item.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Pager label={`Pages of liked ${kind}`} page={page.pageNumber} totalPages={page.totalPages} onPage={onPage} />
    </>
  );
}
