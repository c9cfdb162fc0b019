/**
 * Security headers on every answer of the gateway and the all-in-one server. The pages carry their
 * own Content-Security-Policy <meta> with script and style hashes (astro.config.mjs); the header
 * adds what only a header can say (frame-ancestors). README shows the same set for a CDN.
 */
import type { FastifyInstance } from 'fastify';

export function securityHeaders(siteUrl: string): Record<string, string> {
  return {
    'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=(), payment=(self)',
    'cross-origin-opener-policy': 'same-origin',
    ...(new URL(siteUrl).protocol === 'https:' ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

export function installSecurityHeaders(app: FastifyInstance, siteUrl: string): void {
  const headers = securityHeaders(siteUrl);
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) {
      // A route that set its own policy (file downloads are sandboxed) keeps it.
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });
}
