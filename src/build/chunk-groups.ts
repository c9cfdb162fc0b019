/**
 * Which chunk of the browser build a module goes into, where the bundler alone would cut it too
 * fine (docs/decisions/046).
 *
 * Left to itself, the bundler gives every set of entries that share modules a chunk of its own, so
 * modules loaded on every page came as a dozen files of a few hundred bytes, and the dashboard's
 * frame as a dozen more. Here a module is placed by its reach: the entries (page scripts, islands,
 * lazily loaded parts) that import it, directly or through other modules, statically.
 *
 * - `platform`: what the base layout's script imports, directly or not. Every page loads it
 *   anyway. The script's own code stays in its file. The header's scripts (cart badge, account
 *   menu) are not counted: the sign-in pages have no header, and would load the cart's store.
 * - `signed-in`: the header's unread badges (`header-badges.ts`, loaded by the account menu once
 *   someone is signed in) and what only they and the dashboard reach (the unread counts). Every
 *   signed-in page loads them anyway, and the dashboard is only open to someone signed in.
 * - `dashboard`: what only the dashboard reaches (the island and its lazily loaded shell), the
 *   island's own code left in its file. Every dashboard page loads it anyway.
 *
 * Everything else is left to the bundler: a module of one area goes with that area, one shared
 * with the cart or checkout goes where the bundler puts it. A module's imports reach at least what
 * the module reaches, so a group never imports back from a chunk that imports it (no cycles), and
 * the groups take a module without its imports (`includeDependenciesRecursively: false`): no page
 * outside the group loads a module because of it.
 *
 * Grouping more was measured and not kept: the modules several areas share, as one more chunk or
 * in the dashboard's, made the dashboard's first screen later, not sooner (decision 046).
 */

/** What the bundler tells of a module (a part of rolldown's ModuleInfo). */
interface ModuleFacts {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
}

/** The bundler's view of the module graph while it chunks (a part of rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}

export interface ChunkGroupRules {
  /** Entries loaded on every page (the base layout's script). */
  everyPage: (id: string) => boolean;
  /** Entries loaded on every dashboard page: the island and its lazily loaded shell. */
  dashboardShell: (id: string) => boolean;
  /** Entries of the dashboard's lazily loaded parts (its areas and what they load later). */
  dashboardPart: (id: string) => boolean;
  /** The entry loaded on every page once someone is signed in (the header's badges). */
  signedIn: (id: string) => boolean;
}

export type ChunkGroup = 'platform' | 'signed-in' | 'dashboard';

/** The entries that reach `id`: every module it is imported from, and theirs, walked up once. */
export function reachOf(id: string, graph: ModuleGraph): string[] {
  const reach: string[] = [];
  const seen = new Set([id]);
  const waiting = [id];
  for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
    const info = graph.getModuleInfo(next);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) reach.push(next);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      waiting.push(importer);
    }
  }
  return reach;
}

/** Answers a function naming each module's group (null: left to the bundler). */
export function chunkGroupOf(rules: ChunkGroupRules) {
  return (id: string, graph: ModuleGraph): ChunkGroup | null => {
    // An entry's own code stays in its file (a page script's, an island's). The dashboard's island
    // awaits the app at its top level, and the app imports the group: inside, it would wait on itself.
    if (graph.getModuleInfo(id)?.isEntry) return null;
    const reach = reachOf(id, graph);
    if (reach.some(rules.everyPage)) return 'platform';
    const inDashboard = (entry: string) => rules.dashboardShell(entry) || rules.dashboardPart(entry);
    if (reach.some(rules.signedIn) && reach.every((entry) => rules.signedIn(entry) || inDashboard(entry))) return 'signed-in';
    return reach.some(rules.dashboardShell) && reach.every(inDashboard) ? 'dashboard' : null;
  };
}

const dashboardShell = /[\\/]src[\\/]islands[\\/]dashboard[\\/](DashboardApp|Dashboard)\.tsx$/;

/** This site's groups: the entries are the base layout's script and the dashboard's. */
export const chunkGroup = chunkGroupOf({
  everyPage: (id) => /[\\/]src[\\/]layouts[\\/]Base\.astro\?astro&type=script/.test(id),
  dashboardShell: (id) => dashboardShell.test(id),
  dashboardPart: (id) => /[\\/]src[\\/]islands[\\/]dashboard[\\/]/.test(id) && !dashboardShell.test(id),
  signedIn: (id) => /[\\/]src[\\/]lib[\\/]header-badges\.ts$/.test(id),
});
