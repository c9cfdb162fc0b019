/**
 * Finance's first screen: its head (title, the way to financing requests, the statement) and the
 * figures. The area draws it with its answer; before the app's code has loaded, the page's HTML
 * carries it with the figures still to come (DashboardFrame), so the cards are on screen with the page.
 */
import type { ReactNode } from 'react';
import { DownloadButton, type Download } from '../../../shared/ui/DownloadButtons.tsx';
import { downloadStatement } from './api.ts';
import { Figures } from './Figures.tsx';

export function FinanceScreen({
  title,
  statement,
  drawnByThePage = false,
  children,
}: {
  title: string;
  /** The statement's download; null when there is nothing to put in one (no financing yet). */
  statement: Download | null;
  /** In the page's HTML, before the app is here: the statement's button is shown, not usable yet. */
  drawnByThePage?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="finance-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" tabIndex={-1}>
          {title}
        </h1>
        <div className="finance-head-links">
          <a className="button secondary compact" href="/financing/list">
            Financing requests
          </a>
          {/* Shown while the figures load too: a button added when they arrive would push the
              heading's links onto a line of their own on a phone, and the page down with them. */}
          {statement && (
            <DownloadButton download={statement} what="The statement" save={downloadStatement} disabled={drawnByThePage}>
              Download statement (CSV)
            </DownloadButton>
          )}
        </div>
      </div>
      {children}
    </section>
  );
}

/** The statement's button as the page's HTML draws it (disabled): the app's own replaces it. */
const NOT_YET: Download = { downloading: null, problem: null, start: () => {} };

/** The first screen as the page's HTML carries it: the figures to come. */
export function FinanceFrame({ title }: { title: string }) {
  return (
    <FinanceScreen title={title} statement={NOT_YET} drawnByThePage>
      <Figures />
    </FinanceScreen>
  );
}
