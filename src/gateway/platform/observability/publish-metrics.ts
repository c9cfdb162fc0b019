/**
 * Publishes of the static site counted in the process that runs them: `npm start`'s own publisher
 * (scripts/start/all-in-one.ts), whose gateway serves /metrics. The publisher stands apart from the
 * gateway (src/publisher talks to it over HTTP only), so the server that runs both reports here.
 */
import { publishDuration, publishedPaths, publishedVersion, publishFailures } from './metrics.ts';

export interface PublishOutcome {
  kind: 'full' | 'partial' | 'none';
  /** The catalog version the site shows now. */
  version: number;
  /** Site addresses changed, added or removed. */
  paths: number;
}

export function recordPublish(outcome: PublishOutcome | { failed: true }, seconds: number): void {
  if ('failed' in outcome) {
    publishFailures.inc();
    return;
  }
  publishDuration.observe({ kind: outcome.kind }, seconds);
  publishedPaths.inc(outcome.paths);
  publishedVersion.set(outcome.version);
}
