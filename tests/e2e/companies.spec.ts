import { expect, test, type Browser, type Page } from '@playwright/test';
import { MAILBOX } from '../../playwright.config.ts';

const DEMO_PASSWORD = 'Demo-Password-1';
const PASSWORD = 'Sahel-Copper-55-Kumasi';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/overview$/);
}

async function inviteLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages: { text: string }[] = await (await page.request.get(`${MAILBOX}?to=${encodeURIComponent(to)}`)).json();
        link = messages.map((m) => /http:\/\/127\.0\.0\.1:\d+\/auth\/invited-user\/[A-Za-z0-9_-]+/.exec(m.text)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** The invited person opens the emailed link in their own browser and joins. */
async function joinByInvitation(browser: Browser, email: string, fullName: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(await inviteLink(page, email));
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join the company' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  return page;
}

test("an owner invites a colleague who joins by email; a role change changes the colleague's menu", async ({ browser }) => {
  const owner = await newPage(browser);
  const colleagueEmail = `kofi.${Date.now()}@okafor-paints.test`;
  await signIn(owner, 'buyer@example.com', DEMO_PASSWORD);
  await owner.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users and roles' }).click();
  await expect(owner.getByRole('heading', { name: 'Users and roles' })).toBeVisible();
  await owner.getByLabel('Email').fill(colleagueEmail);
  await owner.getByLabel('Role', { exact: true }).selectOption('procurement');
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${colleagueEmail}.`)).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Pending invitations' })).toContainText(colleagueEmail);

  const colleague = await joinByInvitation(browser, colleagueEmail, 'Kofi Asante');
  const nav = colleague.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'My orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users and roles' })).toHaveCount(0);

  await owner.reload();
  // This colleague's row: a retry of this test has invited another Kofi Asante before.
  await owner.getByRole('row').filter({ hasText: colleagueEmail }).getByLabel('Role of Kofi Asante').selectOption('admin');
  await expect(owner.locator('.notyf__message', { hasText: 'Role changed.' })).toBeVisible();

  await colleague.reload();
  await expect(nav.getByRole('link', { name: 'Users and roles' })).toBeVisible();
});

test('the last owner cannot be demoted, and says why', async ({ page }) => {
  await signIn(page, 'seller@example.com', DEMO_PASSWORD);
  await page.goto('/user-management');
  await expect(page.getByRole('row', { name: /Kwame Mensah/ })).toContainText('owner');
  // The owner's own row offers no role change: the gateway would refuse it (409) anyway.
  await expect(page.getByLabel('Role of Kwame Mensah')).toHaveCount(0);
});

test('company settings are saved and shown again', async ({ page }) => {
  await signIn(page, 'seller@example.com', DEMO_PASSWORD);
  await page.goto('/company/settings');
  await page.getByLabel('Legal name').fill('Apapa Chemical Traders Limited');
  await page.getByLabel('Phone', { exact: true }).fill('+234 1 280 0000');
  await page.getByLabel('Phone', { exact: true }).blur();
  await page.getByRole('button', { name: 'Save company settings' }).click();
  await expect(page.getByText('Company settings saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Legal name')).toHaveValue('Apapa Chemical Traders Limited');
});

test('a saved search is listed, runs with its filters, is renamed and deleted', async ({ page }) => {
  await signIn(page, 'buyer@example.com', DEMO_PASSWORD);
  await page.goto('/search?q=glycerine&country=NG');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByLabel('Name this search').fill('Glycerine from Nigeria');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as' })).toContainText('Glycerine from Nigeria');
  await page.getByRole('link', { name: 'See your saved searches' }).click();

  const item = page.getByRole('listitem').filter({ hasText: 'Glycerine from Nigeria' });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Search: glycerine · Country: Nigeria');
  await item.getByRole('link', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/search\?q=glycerine&country=NG/);
  await expect(page.getByLabel('Supplier country')).toHaveValue('NG');

  await page.goto('/account/saved-searches');
  await item.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('textbox').first().fill('Nigerian glycerine');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const renamed = page.getByRole('listitem').filter({ hasText: 'Nigerian glycerine' });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Nigerian glycerine' })).toHaveCount(0);
});

test('the notification badge counts what is unread and clears when read', async ({ browser }) => {
  const owner = await newPage(browser);
  await signIn(owner, 'seller@example.com', DEMO_PASSWORD);
  const email = `ama.${Date.now()}@apapa-chem.test`;
  await owner.goto('/user-management');
  await owner.getByLabel('Email').fill(email);
  await owner.getByLabel('Role', { exact: true }).selectOption('viewer');
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();

  await joinByInvitation(browser, email, 'Ama Boateng');

  await owner.goto('/markets');
  const bell = owner.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(owner.getByText('Ama Boateng joined your company').first()).toBeVisible();
  await owner.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(owner.locator('header .notif-link[href="/account/notifications"]')).toHaveAccessibleName('Notifications');
  await expect(owner.locator('header [data-notif-count]')).toBeHidden();
});

test('/company opens the company settings instead of a page that is not open yet', async ({ page }) => {
  await signIn(page, 'buyer@example.com', DEMO_PASSWORD);
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible();
  await expect(page.getByLabel('Legal name')).toBeVisible();
  await expect(page.getByText('not open yet')).toHaveCount(0);
});
