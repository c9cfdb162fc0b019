/** The mail catcher's inbox as the browser tests read it: messages to an address, a link they bring, and one-time codes typed in. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MAILBOX } from '../../playwright.config.ts';

/** Messages to an address, oldest first. */
export async function mailTo(request: APIRequestContext, to: string): Promise<string[]> {
  const messages: { text: string }[] = await (await request.get(`${MAILBOX}?to=${encodeURIComponent(to)}`)).json();
  return messages.map((m) => m.text);
}

/** The first link matching `pattern` in the messages to an address, once one has arrived. */
export async function linkFromMail(page: Page, to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailTo(page.request, to)).map((text) => pattern.exec(text)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 20_000, message: `an email to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

/** Asks for a one-time code in the code step on screen and types the one that arrives by email. */
export async function confirmWithCode(page: Page, to: string, purpose: RegExp): Promise<void> {
  const before = (await mailTo(page.request, to)).length;
  await page.getByRole('button', { name: 'Email me a code' }).click();
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await mailTo(page.request, to)).slice(before);
        code = fresh.map((text) => (purpose.test(text) ? /is (\d{6})\./.exec(text)?.[1] : undefined)).find(Boolean);
        return code;
      },
      { timeout: 20_000, message: `a one-time code emailed to ${to}` },
    )
    .toBeTruthy();
  await page.getByLabel('The 6-digit code').fill(code!);
  await page.getByRole('button', { name: 'Check the code' }).click();
  await expect(page.getByText('Code accepted.')).toBeVisible();
}
