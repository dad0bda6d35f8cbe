import { formatKurus, type TLeadcoinCampaign, type TLocale } from '../packages/contracts/src/index.ts';
import { expect, test } from './support/a11y-test.ts';
import { body, registerAgency, signIn } from './support/api-accounts.ts';

/**
 * Issue 18: the LeadcoinCampaign's bonus tiers (seeded by the migration: 2500 TL → 5 %, 5000 TL → 10 %,
 * 10000 TL → 15 %) are shown on the wallet page in both languages and on a 390 px phone; a typed amount marks the
 * tier it reaches and the next one.
 */

const TEXT = {
  tr: {
    language: 'tr-TR',
    title: 'Yükleme kampanyası',
    tier: (amount: string, bonus: string) => `${amount} yükleyin, ${bonus} bonus kazanın`,
    amount: 'Yüklemek istediğiniz tutar (TL)',
    earn: (amount: string, bonus: string) => `${amount} yüklemede ${bonus} bonus kazanırsınız.`,
    reached: 'Kazandığınız kademe',
    next: 'Sonraki kademe',
  },
  en: {
    language: 'en-TR',
    title: 'Top-up campaign',
    tier: (amount: string, bonus: string) => `Top up ${amount}, get ${bonus} bonus`,
    amount: 'Amount to top up (TL)',
    earn: (amount: string, bonus: string) => `A top-up of ${amount} earns ${bonus} bonus.`,
    reached: 'Your tier',
    next: 'Next tier',
  },
} as const;

const SEEDED = [
  { min: 250000, bonus: 12500 },
  { min: 500000, bonus: 50000 },
  { min: 1000000, bonus: 150000 },
];

test('the API answers the seeded tiers', async ({ request }) => {
  const answer = await body<TLeadcoinCampaign>(await request.get('/api/v1/LeadcoinCampaign'));
  expect(answer.IsSuccessful).toBe(true);
  expect(answer.Data.Tiers.map((t) => ({ min: t.MinTopUpKurus, bonus: t.BonusAtMinimumKurus }))).toEqual(
    SEEDED,
  );
});

for (const locale of ['tr', 'en'] as const satisfies TLocale[]) {
  test(`the wallet page shows the campaign tiers with the seeded figures (${locale}, 390 px)`, async ({
    browser,
    request,
  }) => {
    const text = TEXT[locale];
    const money = (kurus: number) => formatKurus(kurus, locale);
    const agency = await registerAgency(request, `campaign-${locale}`);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signIn(context, agency.token, text.language);
    const page = await context.newPage();
    await page.goto('/premium/wallet-transactions');
    await page.waitForLoadState('networkidle');

    const panel = page.getByTestId('campaign-tiers');
    await expect(panel.getByRole('heading', { name: text.title })).toBeVisible();
    const tiers = panel.getByTestId('campaign-tier');
    await expect(tiers).toHaveCount(3);
    for (const [i, tier] of SEEDED.entries()) {
      await expect(tiers.nth(i)).toContainText(text.tier(money(tier.min), money(tier.bonus)));
    }
    // The panel fits the phone: nothing wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // 6000 TL reaches the 5000 TL tier (10 %: 600 TL) and the 10000 TL tier comes next.
    const field = panel.getByLabel(text.amount);
    await field.click();
    await page.keyboard.type('6000');
    await expect(panel.getByTestId('campaign-estimate')).toContainText(
      text.earn(money(600000), money(60000)),
    );
    await expect(tiers.nth(1)).toHaveAttribute('data-state', 'reached');
    await expect(tiers.nth(1)).toContainText(text.reached);
    await expect(tiers.nth(2)).toHaveAttribute('data-state', 'next');
    await expect(tiers.nth(2)).toContainText(text.next);
    await context.close();
  });
}
