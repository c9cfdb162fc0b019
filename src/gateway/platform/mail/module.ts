/** Mail's jobs: the outbox delivered over SMTP when a mail server is configured, and pruned. */
import { type GatewayModule, job } from '../http/module.ts';
import { type EmailDelivery, pruneOutbox } from './mailer.ts';

export const mailModule: GatewayModule<{ emailDelivery: EmailDelivery | null }> = {
  name: 'mail',
  jobs: ({ services, db, settings }) => [
    // Polled every second: people wait for sign-up and reset emails. Without SMTP messages stay queued.
    ...(services.emailDelivery ? [job('email.deliver', services.emailDelivery.deliver, { pollingIntervalSeconds: 1 })] : []),
    // Codes and links leave stored messages once they expire unsent; old messages go after the retention.
    job('outbox.prune', () => pruneOutbox(db, settings.outboxRetentionDays).then(() => undefined), { cron: '*/10 * * * *' }),
  ],
  onClose: ({ services }) => services.emailDelivery?.close(),
};
