/**
 * Publishing's public entry: what changed in the catalog, for the static site's incremental publish.
 */
export { publishingModule } from './module.ts';
export { createSitePublishing } from './site-publishing.ts';
