/**
 * The dashboard island's entry, kept small on purpose. Imported directly, the app's modules would
 * be found one level of imports at a time, each level a round trip; loaded from here, the build's
 * preload list fetches all of them at once, and the opened area's code (with its own modules) loads
 * in the same moment instead of after the app has started.
 *
 * The island renders only once both are here (this module awaits them): until then the page shows
 * the first screen its HTML carries (DashboardFrame), and the app replaces it with the same screen
 * drawn by the area, instead of a loading frame of its own in between.
 */
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { matchRoute } from './routes.ts';

type DashboardComponent = typeof import('./Dashboard.tsx').default;

async function loadApp(): Promise<DashboardComponent> {
  // The area's failure is the area's to show (its lazy component raises it into the boundary).
  const area = matchRoute(location.pathname)
    ?.route.component.load()
    .catch(() => undefined);
  try {
    const [app] = await Promise.all([import('./Dashboard.tsx'), area]);
    return app.default;
  } catch (error) {
    // The app's code did not come (a deploy replaced it, the network failed): the boundary says so.
    return () => {
      throw error;
    };
  }
}

// Not at build time: the page is rendered in Node, where this island is not drawn (client:only).
const Dashboard = typeof location === 'undefined' ? null : await loadApp();

function DashboardApp({ vendor }: { vendor?: string | undefined }) {
  return Dashboard && <Dashboard vendor={vendor} />;
}

export default withErrorBoundary(DashboardApp);
