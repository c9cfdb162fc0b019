/**
 * Imported first by the servers (`npm run gateway`, `npm start`), before any module that loads `pg`
 * or `http`: OpenTelemetry patches them as they load. Starts tracing only when the environment (or
 * .env) names an OTLP endpoint; otherwise it loads nothing of the SDK and nothing calls out
 * (src/gateway/platform/observability/tracing.ts, README "Operate it").
 */
import { existsSync } from 'node:fs';
import { startTracingFromEnv } from '../src/gateway/platform/observability/tracing.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
startTracingFromEnv(process.env);
