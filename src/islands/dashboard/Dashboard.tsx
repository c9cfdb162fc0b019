/**
 * The dashboard: one React app for every dashboard route, mounted on a pre-rendered shell page per
 * route (through DashboardApp.tsx, which loads it). It guards the area (signed-out visitors go to the login page), routes on the client,
 * loads each area when opened, and reports every route change (spec §4).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { $loggedUser, $sessionEnded, $timezone, updateUser, userFromProfile } from '../../lib/session.ts';
import { loginAddress } from '../../lib/login-address.ts';
import { notifyRouteChange } from '../../lib/route-change.ts';
import { DASHBOARD_ROUTES, matchRoute } from './routes.ts';
import { Sidebar } from './Sidebar.tsx';
import { runRouteMiddleware } from './route-middleware.ts';

const VendorStorefront = lazy(() => import('./areas/vendor-storefront/Area.tsx'));
import './dashboard.css';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { navigate, useLocation } from '../shared/data/location.ts';
import { loadProfile } from '../shared/data/profile.ts';

/** To the login page with the session-expired message, coming back here after signing in. */
function toSignInExpired(): void {
  location.replace(loginAddress({ info: 'session_expired', redirectedFrom: `${location.pathname}${location.search}` }));
}

/** `vendor`: the supplier whose storefront this page is (its shell says so), for the storefront's own pages. */
function Dashboard({ vendor: shellVendor }: { vendor?: string | undefined }) {
  const user = useStore($loggedUser);
  const path = useLocation().pathname || '/overview';
  const [menuOpen, setMenuOpen] = useState(false);

  // The guard runs once, on arrival. A session that ends later is handled by whoever ended it
  // (sign-out goes home) or, when found expired, below. The page only
  // loads with a session (DashboardLayout sends a visitor without one to sign in at once), so one
  // gone by now ended while this code loaded (a background call's refresh failed): it expired.
  useEffect(() => {
    const arriving = $loggedUser.get();
    if (!arriving) toSignInExpired();
    else if (!arriving.onboarded) location.replace(`/onboarding/account?redirected_from=${encodeURIComponent(location.pathname)}`);
  }, []);

  // A session found expired while the page is open (the header's background call, sent at low
  // priority, may learn it only after the guard above ran) ends here too: to sign in, with the message.
  useEffect(
    () =>
      $sessionEnded.listen((how) => {
        if (how === 'expired') toSignInExpired();
      }),
    [],
  );

  // The gateway has the last word on the session and on roles (they change when an owner edits them).
  useEffect(() => {
    if (!$loggedUser.get()) return;
    loadProfile().then(
      (profile) => {
        updateUser(userFromProfile(profile));
        $timezone.set(profile.timezone);
      },
      () => {},
    );
  }, []);

  // The page load that brought the person here already ran the checks a route change runs
  // (platform.ts): only later, client-side moves report a route change.
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    notifyRouteChange(path);
    setMenuOpen(false);
    // After a client-side move, focus goes to the new content, as a page load would put it.
    document.getElementById('dashboard-main')?.focus({ preventScroll: true });
  }, [path]);

  // Links inside the dashboard move on the client; everything else is a normal page load.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || link.target) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || !matchRoute(url.pathname)) return;
      event.preventDefault();
      navigate(url.pathname + url.search);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  if (!user?.onboarded)
    return (
      <div className="dashboard-loading" aria-busy="true">
        Opening your dashboard…
      </div>
    );

  const match = matchRoute(path);
  // Only the page a storefront opened on can show it: moves inside the dashboard go to its routes.
  const vendor = !match && shellVendor && path.replace(/^\/|\/$/g, '') === shellVendor ? shellVendor : null;
  const title = match?.route.title ?? (vendor ? 'Storefront' : 'Page not found');
  const allowed = match ? runRouteMiddleware(match.route.middleware ?? ['auth'], user) : true;
  const Area = allowed ? match?.route.component : undefined;

  return (
    <div className="dashboard">
      <button
        type="button"
        className="button secondary menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="dashboard-nav"
        onClick={() => setMenuOpen((o) => !o)}
      >
        Menu
      </button>
      <Sidebar user={user} routes={DASHBOARD_ROUTES} current={path} open={menuOpen} />
      <main id="dashboard-main" className="dashboard-main" tabIndex={-1} aria-label={title}>
        <Suspense
          fallback={
            <div className="card notice-block" aria-busy="true">
              Loading {title}…
            </div>
          }
        >
          {Area ? (
            <Area title={title} params={match!.params} />
          ) : vendor ? (
            <VendorStorefront title={title} params={{ vendor }} />
          ) : match ? (
            <section className="card notice-block">
              <h1>{title}</h1>
              {match.route.middleware?.includes('operator') ? (
                <p>
                  This area is for the marketplace's operations team. Go back to the <a href="/overview">overview</a>.
                </p>
              ) : (
                <p>
                  This area belongs to company accounts. <a href="/onboarding/account">Set up a company</a> or go back to the{' '}
                  <a href="/overview">overview</a>.
                </p>
              )}
            </section>
          ) : (
            <section className="card notice-block">
              <h1>Page not found: {path}</h1>
              <p>
                <a href="/overview">Go to the overview</a>
              </p>
            </section>
          )}
        </Suspense>
      </main>
    </div>
  );
}

export default withErrorBoundary(Dashboard);
