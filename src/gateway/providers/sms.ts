/**
 * Text messages, through Termii's API (a Nigerian SMS provider): `POST {base}/api/sms/send` with the
 * API key in the JSON body, the number without its `+`, a registered sender ID and the `dnd`
 * channel, which reaches numbers on the do-not-disturb list (one-time codes must arrive). Off
 * unless a key is configured; one-time codes are always emailed as well.
 */

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
  const base = settings.baseUrl.replace(/\/+$/, '');
  return {
    async send(to, text) {
      const response = await fetch(`${base}/api/sms/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_key: settings.apiKey,
          to: to.replace(/^\+/, ''),
          from: settings.senderId,
          sms: text,
          type: 'plain',
          channel: settings.channel ?? 'dnd',
        }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      const answer = (await response.json().catch(() => null)) as { message_id?: unknown; message?: unknown } | null;
      if (!response.ok || !answer || typeof answer.message_id !== 'string')
        throw new Error(
          `Termii refused the message (${response.status}): ${typeof answer?.message === 'string' ? answer.message : 'no message'}`,
        );
    },
  };
}

/** +2348031234567 → +234 ••• ••• 4567: enough for a person to recognise their number. */
export const maskPhone = (phone: string) => `${phone.slice(0, 4)} ••• ••• ${phone.slice(-4)}`;
