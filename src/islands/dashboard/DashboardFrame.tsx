/**
 * The dashboard as the page's HTML carries it, before the app's code has loaded (DashboardApp
 * awaits it): the places of the menu button and the sidebar, laid out as the app lays them out, and
 * the area's first screen (first-screens.ts) or, for the other areas, its title over two blocks.
 */
import './frame.css';
import { FIRST_SCREENS } from './first-screens.ts';

export function DashboardFrame({ title, path }: { title: string; path: string }) {
  const Screen = FIRST_SCREENS[path]?.Frame;
  return (
    <div className="dashboard dashboard-frame" aria-busy="true">
      <button type="button" className="button secondary menu-toggle" disabled>
        Menu
      </button>
      <div className="frame-sidebar" />
      <div className="dashboard-main">
        {Screen ? (
          <Screen title={title} />
        ) : (
          <>
            <div className="list-head">
              <h1>{title}</h1>
            </div>
            <div className="frame-block" />
            <div className="frame-block short" />
          </>
        )}
      </div>
    </div>
  );
}
