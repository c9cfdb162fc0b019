/**
 * The dashboard island's entry, kept small on purpose. Imported directly, the app's modules would
 * be found one level of imports at a time, each level a round trip; loaded from here, the build's
 * preload list fetches all of them at once, and the opened area's code (with its own modules) starts
 * loading in the same moment instead of after the app has started. Meanwhile the frame stays.
 */
import { lazy, Suspense } from 'react';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { DashboardFrame } from './DashboardFrame.tsx';
import { matchRoute } from './routes.ts';

// The app and the opened area start loading as this module runs, side by side: asked for at first
// render instead, the app's code would wait for the page's scripts to be evaluated and hydrated.
const loadDashboard = () => import('./Dashboard.tsx');
const loading = typeof location !== 'undefined' ? loadDashboard() : null;
const Dashboard = lazy(() => loading ?? loadDashboard());
if (typeof location !== 'undefined') void matchRoute(location.pathname)?.route.component.load();

function DashboardApp({ title, vendors }: { title: string; vendors: string[] }) {
  return (
    <Suspense fallback={<DashboardFrame title={title} />}>
      <Dashboard vendors={vendors} />
    </Suspense>
  );
}

export default withErrorBoundary(DashboardApp);
