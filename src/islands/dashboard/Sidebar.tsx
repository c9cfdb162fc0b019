/** The dashboard's navigation: the routes the signed-in person may use, grouped. */
import type { LoggedUser } from '../../contracts/account.ts';
import { signOut } from '../../lib/sign-out.ts';
import type { DashboardRoute } from './routes.ts';

const GROUPS = ['Overview', 'Buying', 'Selling', 'Company', 'Money', 'Operations', 'Account'] as const;

export function Sidebar({ user, routes, current, open }: { user: LoggedUser; routes: DashboardRoute[]; current: string; open: boolean }) {
  const visible = routes.filter((r) => r.group && (!r.visible || r.visible(user)));
  return (
    <nav id="dashboard-nav" className={`sidebar${open ? ' open' : ''}`} aria-label="Dashboard">
      <div className="sidebar-user">
        <strong>{user.fullName}</strong>
        <span className="muted small">{user.email}</span>
      </div>
      {GROUPS.map((group) => {
        const items = visible.filter((r) => r.group === group);
        if (!items.length) return null;
        return (
          <div key={group} className="sidebar-group">
            <h2>{group}</h2>
            <ul>
              {items.map((r) => (
                <li key={r.path}>
                  <a href={r.path} aria-current={current.replace(/\/$/, '') === r.path ? 'page' : undefined}>
                    {r.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <div className="sidebar-group">
        <ul>
          <li>
            <a href="/">Marketplace</a>
          </li>
          <li>
            <button type="button" onClick={() => void signOut()}>
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
