/**
 * Conversations in the browser: a buyer writes to the supplier from a product page, and buyer and
 * seller, each in a browser of their own, see the other's message appear without reloading
 * (Server-Sent Events through EventSource); the header's badge counts what is unread. On a phone
 * the list and the conversation come one after the other.
 */
import { expect, type Page, test } from '@playwright/test';
import { apiSignIn, signIn, signedInPage } from './demo-accounts.ts';

/** A published product of the demo seller's storefront the demo buyer has no conversation about yet, and its page. */
async function sellerProduct(page: Page): Promise<{ id: number; url: string; supplier: string }> {
  const seller = await apiSignIn(page.request, 'seller@example.com');
  const buyer = await apiSignIn(page.request, 'buyer@example.com');
  const list = await (await page.request.get('/api/v1/product/get-products?Status=published&PageSize=50', { headers: seller })).json();
  for (const { id } of (list.data as { id: number }[]).reverse()) {
    const about = await (await page.request.get(`/api/v1/conversations/subject?kind=product&productId=${id}`, { headers: buyer })).json();
    if (about.data.threadId) continue;
    const product = (await (await page.request.get(`/api/v1/marketplace/get-product?productId=${id}`)).json()).data;
    return { id, url: product.url, supplier: product.supplier.name };
  }
  throw new Error('The demo buyer talks with the seller about every product already');
}

const unique = () => Math.random().toString(36).slice(2, 8);

test('buyer and seller talk in two browsers, each seeing the other’s message appear without reloading', async ({ browser }) => {
  const buyer = await signedInPage(browser, 'buyer@example.com');
  const seller = await signedInPage(browser, 'seller@example.com');
  const product = await sellerProduct(buyer);

  // The seller has the storefront's messages open before anything is written.
  await seller.goto('/storefront/messages');
  await expect(seller.getByRole('heading', { level: 1, name: 'Buyers’ messages' })).toBeVisible();
  await expect(seller.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first()).toBeVisible();

  // The buyer starts on the product page: "Message the supplier" opens a new conversation about it.
  await buyer.goto(product.url);
  await buyer.getByRole('link', { name: 'Message the supplier' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/procurement/messages\\?new=product&productId=${product.id}$`));
  await expect(buyer.getByRole('heading', { name: `New conversation with ${product.supplier}` })).toBeVisible();
  const question = `Can you deliver 40 drums to Ikeja next week? (${unique()})`;
  await buyer.getByRole('textbox', { name: `Message to ${product.supplier}` }).fill(question);
  await buyer.getByRole('button', { name: 'Send' }).click();
  await expect(buyer).toHaveURL(/\/procurement\/messages\?thread=[0-9a-f-]{36}$/);
  const buyerLog = buyer.getByRole('list', { name: `Messages with ${product.supplier}` });
  await expect(buyerLog.getByText(question)).toBeVisible();

  // The thread appears in the seller's list as it is written, unread; the header counts what is unread.
  const threadLink = seller.getByRole('navigation', { name: 'Conversations' }).getByRole('link').filter({ hasText: question });
  await expect(threadLink).toBeVisible();
  await expect(threadLink.getByText(/^\d+ unread$/)).toBeAttached();
  await expect(seller.getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
  await threadLink.click();
  const sellerLog = seller.getByRole('list', { name: /^Messages with / });
  await expect(sellerLog.getByText(question)).toBeVisible();

  // Each answer reaches the other's open conversation live, with no reload on either side.
  const answer = `Yes: 40 drums leave Apapa on Tuesday. (${unique()})`;
  await seller.getByRole('textbox', { name: /^Message to / }).fill(answer);
  await seller.getByRole('textbox', { name: /^Message to / }).press('Control+Enter');
  await expect(sellerLog.getByText(answer)).toBeVisible();
  await expect(buyerLog.getByText(answer)).toBeVisible();

  const thanks = `Thank you, we will be there to receive them. (${unique()})`;
  await buyer.getByRole('textbox', { name: `Message to ${product.supplier}` }).fill(thanks);
  await buyer.getByRole('button', { name: 'Send' }).click();
  await expect(sellerLog.getByText(thanks)).toBeVisible();
  // The seller read it with the conversation open: the buyer sees so under their message.
  await expect(buyerLog.locator('li', { hasText: thanks }).getByText(/^Seen by /)).toBeVisible();
  await expect(buyer.getByText('Live', { exact: true })).toBeVisible();

  await buyer.context().close();
  await seller.context().close();
});

test('a visitor’s "Message the supplier" asks them to sign in first, and brings them back to write @phone', async ({ page }) => {
  const product = await sellerProduct(page);
  await page.goto(product.url);
  await page.getByRole('link', { name: 'Message the supplier' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirected_from=/);
  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel('Password').fill('Demo-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/procurement\/messages\?(new=product&productId=\d+|thread=[0-9a-f-]{36})$/);
  await expect(page.getByRole('textbox', { name: `Message to ${product.supplier}` })).toBeVisible();
});

test('the conversations and the one open: one after the other on a phone, side by side on a desktop @phone', async ({ page }) => {
  await signIn(page, 'buyer@example.com');
  await page.goto('/procurement/messages');
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await list.getByRole('link').first().click();
  const log = page.getByRole('list', { name: /^Messages with / });
  await expect(log).toBeVisible();
  const back = page.getByRole('link', { name: 'All conversations' });
  if ((page.viewportSize()?.width ?? 1280) <= 800) {
    await expect(list).toBeHidden();
    await back.click();
    await expect(list).toBeVisible();
    await expect(log).toBeHidden();
  } else {
    await expect(list).toBeVisible();
    await expect(back).toBeHidden();
  }
});

test('a reported message, removed by an operator in the console, is gone from the open conversation at once', async ({ browser }) => {
  // A conversation of their own: the buyer asks about a product, the seller answers something to report.
  const buyer = await signedInPage(browser, 'buyer@example.com');
  const product = await sellerProduct(buyer);
  const buyerApi = await apiSignIn(buyer.request, 'buyer@example.com');
  const sellerApi = await apiSignIn(buyer.request, 'seller@example.com');
  const started = await buyer.request.post('/api/v1/conversations/threads', {
    headers: buyerApi,
    data: { subject: { kind: 'product', productId: product.id }, text: `Price for 10 drums? (${unique()})` },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const threadId = (await started.json()).data.thread.id;
  const offending = `Pay 30% to my own account 0123456789 and I will ship at once. (${unique()})`;
  const answered = await buyer.request.post(`/api/v1/conversations/threads/${threadId}/messages`, {
    headers: sellerApi,
    data: { text: offending },
  });
  expect(answered.ok(), await answered.text()).toBe(true);

  await buyer.goto(`/procurement/messages?thread=${threadId}`);
  const message = buyer
    .getByRole('list', { name: /^Messages with / })
    .getByRole('listitem')
    .filter({ hasText: offending });
  await message.getByRole('button', { name: /^Report the message of / }).click();
  const dialog = buyer.getByRole('dialog', { name: /^Report .+’s message$/ });
  await dialog.getByLabel('What is wrong with it?').fill('Asks us to pay outside the platform.');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog).toBeHidden();

  const operator = await signedInPage(browser, 'operator@example.com');
  await operator.goto('/operations?tab=message-reports');
  const card = operator.getByRole('article').filter({ hasText: offending });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Remove the message' }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Remove the message' }).click();
  // Decided, it leaves the waiting list.
  await expect(card).toHaveCount(0);

  // The buyer's open conversation hears of it: the words are gone, a line says why.
  await expect(buyer.getByText(offending)).toHaveCount(0);
  await expect(buyer.getByText('This message was removed by ChemMarket Africa’s operators.')).toBeVisible();
  await buyer.context().close();
  await operator.context().close();
});
