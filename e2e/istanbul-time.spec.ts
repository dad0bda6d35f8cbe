import {
  formatDateTime,
  formatMessageTime,
  type TLocale,
  type TWalletTransactionList,
} from '../packages/contracts/src/index.ts';
import { type Browser, expect, type Page, test } from './support/a11y-test.ts';
import { body, registerClient, signIn } from './support/api-accounts.ts';
import { demoOwnerToken, matchedDemoAgencies, neverSubscribed } from './support/api-agencies.ts';
import { createProject } from './support/api-projects.ts';

/**
 * Issue 16 item 7: one moment reads the same on the wallet, the chat and the brief, in Istanbul's time, even in
 * a browser set to New York (the wallet table was three hours off the chat and the brief in one browser). The
 * wallet also fits a 390 px phone with its amounts visible and names the project instead of its raw key.
 */

const NEW_YORK = 'America/New_York';

/** The hour and minute in Istanbul, worked out here without the app's formatter. */
function istanbulClock(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

async function openAs(
  browser: Browser,
  token: string,
  locale: TLocale,
  path: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({
    timezoneId: NEW_YORK,
    locale: locale === 'tr' ? 'tr-TR' : 'en-GB',
    viewport,
  });
  await signIn(context, token, locale === 'tr' ? 'tr-TR' : 'en-TR');
  const page = await context.newPage();
  await page.goto(path);
  // Hydrated: the browser's own render (in its own time zone) has replaced the server's.
  await page.waitForLoadState('networkidle');
  return page;
}

test('the wallet, the chat and the brief show Istanbul times in a New York browser, and the wallet fits a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const client = await registerClient(request);
  const project = await createProject(request, client.token);
  const key = project.OfferKey;
  const matched = await matchedDemoAgencies(request, client.token, key);
  // One that pays per brief from its wallet, so the wallet gets a row for this project.
  const agency = matched.filter(neverSubscribed).at(-1);
  if (!agency) throw new Error('the brief needs a matched agency that pays from its wallet');
  const agencyToken = await demoOwnerToken(request, agency.email);
  const auth = { authorization: `Bearer ${agencyToken}` };
  const paid = await body(
    await request.post(`/api/v1/MatchedProvider/${agency.matchId}/payment`, { headers: auth, data: {} }),
  );
  expect(paid.IsSuccessful, paid.Message).toBe(true);

  const wallet = await body<TWalletTransactionList>(
    await request.get('/api/v1/WalletTransaction', { headers: auth }),
  );
  const fee = wallet.Data.Items.find((entry) => entry.OfferKey === key);
  expect(fee, 'the wallet row of the paid brief').toBeTruthy();
  const brief = await body<{ Brief: { CreatedAt: string } }>(
    await request.get(`/api/v1/offer/${key}/for-provider`, { headers: auth }),
  );
  const conversation = await body<{ Id: number }>(
    await request.post('/api/v1/Message', {
      headers: { authorization: `Bearer ${client.token}` },
      data: { MatchedProviderId: agency.matchId },
    }),
  );
  const message = await body<{ CreatedAt: string }>(
    await request.post('/api/v1/MessageDetail', {
      headers: { authorization: `Bearer ${client.token}` },
      multipart: { MessageId: String(conversation.Data.Id), Text: 'Yarın 10:00 uygun mu?' },
    }),
  );
  expect(message.IsSuccessful, message.Message).toBe(true);

  for (const locale of ['tr', 'en'] as const) {
    // The wallet: the fee's row names the project and links to it, at Istanbul's time.
    const walletPage = await openAs(browser, agencyToken, locale, '/premium/wallet-transactions');
    const row = walletPage
      .getByTestId('wallet-row')
      .filter({ has: walletPage.locator(`a[href="/provider/projects/${key}/detail"]`) })
      .first();
    const walletTime = formatDateTime(fee!.CreatedAt, locale, { month: 'short' });
    expect(walletTime).toContain(istanbulClock(fee!.CreatedAt));
    await expect(row.getByTestId('wallet-date')).toHaveText(walletTime);
    await expect(row).not.toContainText(key);
    await walletPage.context().close();

    // The chat: the client's message at its Istanbul time.
    const chatPage = await openAs(
      browser,
      agencyToken,
      locale,
      `/provider/projects/${key}/connection?m=${conversation.Data.Id}`,
    );
    const messageTime = formatMessageTime(message.Data.CreatedAt, locale);
    expect(messageTime).toContain(istanbulClock(message.Data.CreatedAt));
    await expect(chatPage.getByTestId('chat-message').last()).toContainText(messageTime);
    await chatPage.context().close();

    // The brief: when it was created, at Istanbul's time.
    const briefPage = await openAs(browser, agencyToken, locale, `/provider/projects/${key}/detail`);
    const briefTime = formatDateTime(brief.Data.Brief.CreatedAt, locale);
    expect(briefTime).toContain(istanbulClock(brief.Data.Brief.CreatedAt));
    await expect(briefPage.getByText(briefTime)).toBeVisible({ timeout: 15_000 });
    await briefPage.context().close();

    // The wallet on a 390 px phone: every amount inside the screen, nothing wider than the screen.
    const phone = await openAs(browser, agencyToken, locale, '/premium/wallet-transactions', {
      width: 390,
      height: 844,
    });
    const phoneRow = phone
      .getByTestId('wallet-row')
      .filter({ has: phone.locator(`a[href="/provider/projects/${key}/detail"]`) })
      .first();
    // Below the wallet's panels on a phone: scrolled to, the amount is on screen (not cut off at the side).
    await phoneRow.scrollIntoViewIfNeeded();
    await expect(phoneRow.getByTestId('wallet-amount')).toBeInViewport();
    await expect(phoneRow.getByTestId('wallet-date-phone')).toHaveText(walletTime);
    for (const amount of await phone.getByTestId('wallet-amount').all()) {
      const box = await amount.boundingBox();
      expect(box, 'an amount on the page').not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    const overflow = await phone.evaluate(() => {
      const table = document.querySelector('[data-testid="wallet-table"]') as HTMLElement;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: table.offsetWidth - (table.parentElement as HTMLElement).clientWidth,
      };
    });
    expect(overflow.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(overflow.table, 'the table is wider than its card').toBeLessThanOrEqual(0);
    await phone.context().close();
  }
});
