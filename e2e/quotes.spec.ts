import { type APIRequestContext, expect as baseExpect, type Page, test } from './support/a11y-test.ts';
import { body, registerClient, signIn } from './support/api-accounts.ts';
import {
  demoOwnerToken,
  ensureAccess,
  matchedDemoAgencies,
  neverSubscribed,
  type TMatchedAgency,
} from './support/api-agencies.ts';
import { createProject } from './support/api-projects.ts';

/**
 * Quotes a client can compare, and one status per card (issue 16 items 5 and 6), against the real server:
 * two demo agencies quote (one a fixed price with line items, one a monthly fee); the client sees the amounts
 * on the cards, compares the quotes side by side and agrees with one; the agreement is one notice for the
 * client and one for the chosen agency; the agency that never answered reads "agreed with another agency"
 * with no countdown. Turkish at 1280 px, English on a 390 px phone.
 *
 * Serial: both tests match the same demo agencies and each owner is signed in once per worker.
 */
test.describe.configure({ mode: 'serial' });
// Three agencies' and a client's pages on one shared 2-core machine: lists may take longer than 5 s to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

const FIXED = {
  AmountTry: '185000',
  PricingModel: 'fixed',
  DurationDays: 120,
  Lines: [
    { Title: 'Tasarım', AmountTry: '60000' },
    { Title: 'Geliştirme', AmountTry: '100000' },
    { Title: 'Yayın ve bakım', AmountTry: '25000' },
  ],
  Message: 'Dört ayda iOS ve Android için yayına alırız; ERP entegrasyonu ve bir yıllık bakım dahildir.',
};
const MONTHLY = {
  AmountTry: '30000',
  PricingModel: 'monthly',
  DurationDays: 180,
  Lines: [],
  Message: 'Altı ay boyunca aylık ücretle çalışan bir ekip: tasarım, geliştirme ve bakım.',
};

const TEXT = {
  tr: {
    cookie: 'tr-TR',
    width: 1280,
    number: 'tr-TR',
    fixedModel: 'Sabit fiyat',
    monthlyModel: 'Aylık ücret',
    monthlyPrice: (amount: string) => `₺${amount} / ay`,
    days: (days: number) => `${days} gün`,
    compare: /Teklifleri karşılaştır \(2\)/,
    compareTitle: '2 teklif yan yana',
    noLines: 'Yalnızca toplam tutar verildi',
    reviews: /\d+ değerlendirme/,
    quoted: 'Teklif geldi',
    agree: 'Bu ajansla anlaştık',
    agreeConfirm: 'Evet, anlaştık',
    agreed: 'Bu ajansla anlaştınız',
    markLabel: 'Bu ajansla durumunuz',
    another: 'Başka ajansla anlaşıldı',
    clientAnother: 'Başka ajansla anlaştınız',
    notReviewed: /İncelenmedi/,
    won: 'Müşteri sizinle anlaştı',
  },
  en: {
    cookie: 'en-TR',
    width: 390,
    number: 'en-GB',
    fixedModel: 'Fixed price',
    monthlyModel: 'Monthly fee',
    monthlyPrice: (amount: string) => `₺${amount} / month`,
    days: (days: number) => `${days} days`,
    compare: /Compare quotes \(2\)/,
    compareTitle: '2 quotes side by side',
    noLines: 'Only the total was given',
    reviews: /\d+ reviews?/,
    quoted: 'Quote received',
    agree: 'We agreed with this agency',
    agreeConfirm: 'Yes, we agreed',
    agreed: 'You agreed with this agency',
    markLabel: 'Where you are with this agency',
    another: 'Agreed with another agency',
    clientAnother: 'You agreed with another agency',
    notReviewed: /Not reviewed/,
    won: 'The client agreed with you',
  },
} as const;

const lira = (amountTry: number, locale: string) => new Intl.NumberFormat(locale).format(amountTry);

/** Two agencies that quote (subscribed ones first: they quote without paying) and one that never answers. */
function pickAgencies(matched: TMatchedAgency[]) {
  const order = [...matched.filter((a) => !neverSubscribed(a)), ...matched.filter(neverSubscribed)];
  const [fixed, monthly, silent] = [order[0], order[1], order[2]];
  if (!fixed || !monthly || !silent) throw new Error('the brief needs three matched demo agencies');
  return { fixed, monthly, silent };
}

/** The agency opens the brief (a covering subscription unlocks it), pays the fee if needed and quotes. */
async function quote(request: APIRequestContext, token: string, key: string, matchId: number, input: object) {
  const headers = { authorization: `Bearer ${token}` };
  await ensureAccess(request, token, { offerKey: key, matchId });
  const sent = await body(
    await request.put(`/api/v1/MatchedProvider/${matchId}/quote`, { headers, data: input }),
  );
  expect(sent.IsSuccessful, sent.Message).toBe(true);
}

/** The agency's notices about this brief (an earlier test may have left some about its own brief). */
async function agreementNotices(request: APIRequestContext, token: string, key: string) {
  const answer = await body<{ Items: Array<{ Kind: string; Link: string }> }>(
    await request.get('/api/v1/Notification', { headers: { authorization: `Bearer ${token}` } }),
  );
  return answer.Data.Items.filter((n) => n.Link.includes(key) && n.Kind !== 'new_match');
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const locale of ['tr', 'en'] as const) {
  const text = TEXT[locale];

  test(`the client compares quotes, agrees once, and the silent agency reads the outcome (${locale}, ${text.width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const client = await registerClient(request);
    const project = await createProject(request, client.token);
    const key = project.OfferKey;
    const matched = await matchedDemoAgencies(request, client.token, key);
    const { fixed, monthly, silent } = pickAgencies(matched);
    const [tokenFixed, tokenMonthly, tokenSilent] = [
      await demoOwnerToken(request, fixed.email),
      await demoOwnerToken(request, monthly.email),
      await demoOwnerToken(request, silent.email),
    ];
    await quote(request, tokenFixed, key, fixed.matchId, FIXED);
    await quote(request, tokenMonthly, key, monthly.matchId, MONTHLY);

    const viewport = { width: text.width, height: text.width === 390 ? 844 : 900 };
    const clientContext = await browser.newContext({ viewport });
    const silentContext = await browser.newContext({ viewport });
    const fixedContext = await browser.newContext({ viewport });
    try {
      // The agency's form shows its quote back: the pricing model and the lines, with their total.
      await signIn(fixedContext, tokenFixed, text.cookie);
      const form = await fixedContext.newPage();
      await open(form, `/provider/projects/${key}/offers`);
      await expect(
        form.getByTestId('sent-quote').getByTestId('quote-lines').getByRole('listitem'),
      ).toHaveCount(3);
      await expect(form.getByTestId('quote-line')).toHaveCount(3);
      await expect(form.getByTestId('quote-lines-sum')).toContainText(lira(185000, text.number));
      await form.screenshot({
        path: `e2e/artifacts/quotes-form-${locale}-${text.width}.png`,
        fullPage: true,
      });

      await signIn(clientContext, client.token, text.cookie);
      const page = await clientContext.newPage();
      await open(page, `/client/projects/${key}/offers`);

      // Each card: one status, the amount as its model means it, the model and the duration.
      const card = (match: TMatchedAgency) =>
        page.locator(`[data-testid="match-card"][data-match-id="${match.matchId}"]`);
      await expect(card(fixed).getByTestId('match-status')).toHaveText(text.quoted);
      await expect(card(fixed).getByTestId('match-badges').locator('.mantine-Badge-root')).toHaveCount(1);
      await expect(card(fixed).getByTestId('card-quote-amount')).toHaveText(`₺${lira(185000, text.number)}`);
      await expect(card(fixed).getByTestId('card-quote-duration')).toHaveText(
        `${text.fixedModel} · ${text.days(120)}`,
      );
      await expect(card(monthly).getByTestId('card-quote-amount')).toHaveText(
        text.monthlyPrice(lira(30000, text.number)),
      );
      await expect(card(silent).getByTestId('card-quote')).toHaveCount(0);

      // Side by side: one column per quote (project prices, then monthly fees), each point in a row.
      await page.getByTestId('compare-toggle').click();
      await expect(page.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
      const table = page.getByTestId('quote-comparison');
      await expect(page.getByRole('heading', { name: text.compareTitle })).toBeVisible();
      await expect(table.getByTestId('compare-agency')).toHaveText([fixed.name, monthly.name]);
      const row = (name: string) => table.getByTestId(`compare-row-${name}`).getByRole('cell');
      await expect(row('price')).toHaveText([
        `₺${lira(185000, text.number)}`,
        text.monthlyPrice(lira(30000, text.number)),
      ]);
      await expect(row('model')).toHaveText([text.fixedModel, text.monthlyModel]);
      await expect(row('duration')).toHaveText([text.days(120), text.days(180)]);
      await expect(row('included').nth(0).getByRole('listitem')).toHaveCount(3);
      await expect(row('included').nth(0)).toContainText(`Geliştirme₺${lira(100000, text.number)}`);
      await expect(row('included').nth(1)).toHaveText(text.noLines);
      await expect(row('reviews').nth(1)).toHaveText(text.reviews);
      await expect(row('response').nth(1)).not.toBeEmpty();
      if (text.width === 390) {
        // On a phone the agencies scroll sideways beside the labels; the page itself does not.
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          table: document.querySelector('[data-testid="quote-comparison"]')?.scrollWidth ?? 0,
        }));
        expect(widths.page).toBeLessThanOrEqual(390);
        expect(widths.table).toBeGreaterThan(390);
      }
      await page.screenshot({
        path: `e2e/artifacts/quotes-compare-${locale}-${text.width}.png`,
        fullPage: true,
      });

      // Open the fixed-price quote from the comparison and agree with it: one notice, no toast on top.
      await table.getByRole('button', { name: new RegExp(fixed.name) }).click();
      const detail =
        text.width === 390
          ? page.getByRole('dialog').getByTestId('match-detail')
          : page.getByTestId('match-detail');
      await expect(detail.getByTestId('quote-lines').getByRole('listitem')).toHaveCount(3);
      await expect(detail.getByTestId('quote-pricing-model')).toHaveText(text.fixedModel);
      await detail.getByRole('button', { name: text.agree }).click();
      await page.getByRole('button', { name: text.agreeConfirm }).click();
      await expect(detail).toContainText(text.agreed);
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
      await expect(page.getByText(text.agreed, { exact: true })).toHaveCount(1);
      // "Not marked" is no longer offered once the client agreed.
      await expect(detail.getByText(text.markLabel)).toHaveCount(0);
      await page.screenshot({ path: `e2e/artifacts/quotes-agreed-${locale}-${text.width}.png` });

      if (text.width === 390) await page.keyboard.press('Escape');
      await expect(card(monthly).getByTestId('match-status')).toHaveText(text.clientAnother);
      await expect(card(silent).getByTestId('match-status')).toHaveText(text.clientAnother);

      // The chosen agency hears once (its refund, if any, inside the same notice); the others once each.
      const chosen = await agreementNotices(request, tokenFixed, key);
      expect(chosen.map((n) => n.Kind)).toEqual(['project_agreed']);
      expect((await agreementNotices(request, tokenSilent, key)).map((n) => n.Kind)).toEqual([
        'project_agreed',
      ]);

      // The agency that never answered: "agreed with another agency", no countdown, and under "not reviewed".
      await signIn(silentContext, tokenSilent, text.cookie);
      const agency = await silentContext.newPage();
      await open(agency, '/provider/offers?folder=not_reviewed');
      const silentCard = agency
        .getByTestId('opportunity-card')
        .filter({ has: agency.locator(`a[href*="/provider/projects/${key}/detail"]`) });
      await expect(silentCard.getByTestId('state-badge')).toHaveText(text.another);
      await expect(silentCard.getByTestId('respond-countdown')).toHaveCount(0);
      await expect(agency.getByRole('link', { name: text.notReviewed })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await agency.screenshot({
        path: `e2e/artifacts/quotes-loser-${locale}-${text.width}.png`,
        fullPage: true,
      });
    } finally {
      await Promise.all([clientContext.close(), silentContext.close(), fixedContext.close()]);
    }
  });
}
