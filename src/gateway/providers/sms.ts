/**
 * Text messages, through Termii's API (a Nigerian SMS provider): `POST {base}/api/sms/send` with the
 * API key in the JSON body, the number without its `+`, a registered sender ID and the `dnd`
 * channel, which reaches numbers on the do-not-disturb list (one-time codes must arrive). Off
 * unless a key is configured; one-time codes are always emailed as well.
 */
import { isRecord, ProviderError, providerHttp } from './provider-http.ts';

export interface SmsSender {
  /** Sends one message to an E.164 number; throws when the provider does not accept it. */
  send(to: string, text: string): Promise<void>;
}

export interface TermiiSettings {
  apiKey: string;
  /** https://api.ng.termii.com, or a stand-in that speaks the same API. */
  baseUrl: string;
  senderId: string;
  channel?: 'dnd' | 'generic';
  timeoutMs?: number;
}

export function createTermiiSms(settings: TermiiSettings): SmsSender {
  const http = providerHttp({ provider: 'Termii', baseUrl: settings.baseUrl, timeoutMs: settings.timeoutMs ?? 10_000 });
  return {
    async send(to, text) {
      const {
        status,
        ok,
        body: answer,
      } = await http({
        method: 'POST',
        path: '/api/sms/send',
        // Termii takes its key in the body, which no error repeats.
        body: {
          api_key: settings.apiKey,
          to: to.replace(/^\+/, ''),
          from: settings.senderId,
          sms: text,
          type: 'plain',
          channel: settings.channel ?? 'dnd',
        },
      });
      if (!ok || !isRecord(answer) || typeof answer.message_id !== 'string')
        throw new ProviderError(
          'Termii',
          `Termii refused the message (${status}): ${isRecord(answer) && typeof answer.message === 'string' ? answer.message : 'no message'}`,
          status,
        );
    },
  };
}

/** +2348031234567 → +234 ••• ••• 4567: enough for a person to recognise their number. */
export const maskPhone = (phone: string) => `${phone.slice(0, 4)} ••• ••• ${phone.slice(-4)}`;
