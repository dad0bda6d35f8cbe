import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_AGENCIES } from '../apps/api/src/db/seed/demo-agencies.ts';
import { totpCodeAt } from '../apps/api/src/modules/ops/operators/totp.ts';
import { expect, test } from './support/a11y-test.ts';
import { body, registerClient, signIn } from './support/api-accounts.ts';
import {
  demoOwnerToken,
  matchedDemoAgencies,
  neverSubscribed,
  type TMatchedAgency,
} from './support/api-agencies.ts';
import { createProject } from './support/api-projects.ts';
import { opsOperator } from './support/ops.ts';

/**
 * Issue 18, product.md §2 ("the layouts host ... a credit card view"): an agency without the credit to unlock an
 * opportunity opens the top-up pop-up from the opportunity itself (billing details first, then the card), passes
 * the bank's 3-D Secure page and is offered the way back on the result page; back on the opportunity it can pay.
 *
 * The agency is a demo agency matched with a graphic-design brief (a category the other specs never brief, among
 * agencies that offer neither mobile apps nor SEO, which they do), its wallet taken down to 100 TL by an operator
 * for the test and given back at the end. Serial: the two languages take different agencies.
 */
test.describe.configure({ mode: 'serial' });

const GRAPHIC_CATEGORY_ID = 13;
const FEE_KURUS = 500_00;
const LEFT_KURUS = 100_00;

const TEXT = {
  tr: {
    cookie: 'tr-TR',
    back: 'Fırsata dön',
    succeeded: 'Ödemeniz alındı',
    payButton: /öde ve bilgileri aç$/,
    confirmPay: /öde$/,
    openTitle: 'Müşteri bilgileri açık',
    holder: 'Kart üzerindeki ad soyad',
    number: 'Kart numarası',
    month: 'Ay (AA)',
    year: 'Yıl (YY)',
    cvc: 'CVC',
    billing: {
      corporate: 'Kurumsal',
      title: 'Şirket unvanı',
      taxNumber: 'Vergi kimlik numarası (VKN)',
      taxOffice: 'Vergi dairesi',
      address: 'Adres',
      city: 'İl',
      district: 'İlçe',
      submit: 'Kaydet ve devam et',
    },
  },
  en: {
    cookie: 'en-TR',
    back: 'Back to the opportunity',
    succeeded: 'Payment received',
    payButton: /and unlock$/,
    confirmPay: /^Pay /,
    openTitle: 'Client details are open',
    holder: 'Name on the card',
    number: 'Card number',
    month: 'Month (MM)',
    year: 'Year (YY)',
    cvc: 'CVC',
    billing: {
      corporate: 'Company',
      title: 'Company title',
      taxNumber: 'Tax number (VKN)',
      taxOffice: 'Tax office',
      address: 'Address',
      city: 'City',
      district: 'District',
      submit: 'Save and continue',
    },
  },
} as const;

/** A graphic-design brief (the category's questions answered with their first option). */
async function graphicProject(request: APIRequestContext, token: string) {
  const questions = await body<Array<{ Key: string; AnswerType: string; Options: Array<{ Key: string }> }>>(
    await request.get(`/api/v1/Expertises/questions/${GRAPHIC_CATEGORY_ID}`),
  );
  const answers = Object.fromEntries(
    questions.Data.map((q) => [
      q.Key,
      q.AnswerType === 'text'
        ? 'Katalog ve ambalaj tasarımı'
        : q.AnswerType === 'single'
          ? q.Options[0]?.Key
          : [q.Options[0]?.Key],
    ]),
  );
  return createProject(request, token, { CategoryId: GRAPHIC_CATEGORY_ID, Answers: answers });
}

/** Agencies no other spec pays with: no mobile or SEO services, no subscription, not the seeded payers. */
function quietAgency(agency: TMatchedAgency): boolean {
  const categories = DEMO_AGENCIES[agency.index]?.categories ?? [];
  return (
    agency.index >= 3 &&
    neverSubscribed(agency) &&
    !categories.includes('mobile') &&
    !categories.includes('seo')
  );
}

async function agencyWallet(request: APIRequestContext, token: string) {
  const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
  const session = await body<{ Provider: { Id: number } }>(
    await request.post(`/api/v1/user/me/${userId}`, { headers: { authorization: `Bearer ${token}` } }),
  );
  const wallet = await body<{ BalanceKurus: number }>(
    await request.get('/api/v1/WalletTransaction', { headers: { authorization: `Bearer ${token}` } }),
  );
  return { providerId: session.Data.Provider.Id, balanceKurus: wallet.Data.BalanceKurus };
}

/** An operator signed in through the API (password, then the TOTP code): its cookie rides on `request`. */
async function opsWallet(request: APIRequestContext, baseURL: string) {
  const operator = await opsOperator(request);
  const challenge = await body<{ ChallengeToken: string }>(
    await request.post('/api/v1/ops/sign-in', {
      headers: { origin: baseURL },
      data: { Email: operator.email, Password: operator.password },
    }),
  );
  expect(challenge.IsSuccessful, challenge.Message).toBe(true);
  const session = await body(
    await request.post('/api/v1/ops/sign-in/second-factor', {
      headers: { origin: baseURL },
      data: {
        ChallengeToken: challenge.Data.ChallengeToken,
        Code: totpCodeAt(operator.totpSecret, new Date()),
      },
    }),
  );
  expect(session.IsSuccessful, session.Message).toBe(true);
  return async (providerId: number, change: 'grant' | 'take-back', amountKurus: number) => {
    const answer = await body(
      await request.post(`/api/v1/ops/agencies/${providerId}/wallet/${change}`, {
        headers: { origin: baseURL },
        data: {
          AmountKurus: amountKurus,
          Reason: 'Tarayıcı testi: kart ile yükleme',
          IdempotencyKey: randomUUID(),
        },
      }),
    );
    expect(answer.IsSuccessful, answer.Message).toBe(true);
  };
}

const used = new Set<string>();

for (const language of ['tr', 'en'] as const) {
  const text = TEXT[language];
  test(`an agency short of credit tops up from the opportunity and lands back on it (${language})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const client = await registerClient(request);
    const project = await graphicProject(request, client.token);
    const key = project.OfferKey;
    const candidates = (await matchedDemoAgencies(request, client.token, key)).filter(quietAgency);
    const agency = candidates.find((candidate) => !used.has(candidate.slug)) ?? candidates[0];
    if (!agency) throw new Error('the graphic brief needs a matched demo agency no other spec pays with');
    used.add(agency.slug);
    const token = await demoOwnerToken(request, agency.email);
    const { providerId, balanceKurus } = await agencyWallet(request, token);
    const wallet = await opsWallet(request, baseURL ?? '');
    const taken = Math.max(0, balanceKurus - LEFT_KURUS);
    if (taken > 0) await wallet(providerId, 'take-back', taken);

    const context = await browser.newContext(
      language === 'en' ? { viewport: { width: 390, height: 844 } } : {},
    );
    try {
      await signIn(context, token, text.cookie);
      const page = await context.newPage();
      const opportunity = `/provider/projects/${key}/detail`;
      await page.goto(opportunity);
      const accessPanel = page.getByTestId('access-panel');
      await expect(accessPanel.getByTestId('access-block')).toBeVisible();
      await expect(accessPanel.getByTestId('pay-button')).toBeDisabled();

      // From the keyboard: the link opens the billing-info pop-up (no details yet), then the top-up pop-up.
      const topUp = accessPanel.getByTestId('access-top-up');
      await expect(topUp).toHaveAttribute('href', '/premium/wallet-transactions');
      await topUp.focus();
      await page.keyboard.press('Enter');
      const form = page.getByTestId('billing-form');
      await expect(form).toBeVisible();
      const b = text.billing;
      await form.getByRole('radio', { name: b.corporate }).check();
      await form.getByRole('textbox', { name: b.title, exact: true }).fill('Işık Grafik Tasarım Ltd. Şti.');
      await form.getByRole('textbox', { name: b.taxNumber, exact: true }).fill('4540536920');
      await form.getByRole('textbox', { name: b.taxOffice, exact: true }).fill('Kadıköy');
      await form
        .getByRole('textbox', { name: b.address, exact: true })
        .fill('Caferağa Mah. Moda Cad. No: 12');
      await form.getByRole('textbox', { name: b.city, exact: true }).fill('İstanbul');
      await form.getByRole('textbox', { name: b.district, exact: true }).fill('Kadıköy');
      await page.getByRole('button', { name: b.submit }).click();

      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('top-up-amount')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${opportunity}$`));
      await dialog.getByTestId('top-up-amount').fill('1000');
      await dialog.getByLabel(text.holder).fill('Selin Aksoy');
      await dialog.getByLabel(text.number).fill('4766 6200 0000 0001');
      await dialog.getByLabel(text.month).fill('12');
      await dialog.getByLabel(text.year).fill('30');
      await dialog.getByLabel(text.cvc).fill('123');
      await expect(dialog.getByTestId('installments').getByRole('radio').first()).toBeChecked();
      await dialog.getByTestId('top-up-pay').click();

      // The bank's 3-D Secure page, then the result page with the way back as the next step.
      await expect(page).toHaveURL(/\/sandbox-bank\/3ds\//);
      const code = (await page.getByTestId('sandbox-otp').textContent())?.trim() ?? '';
      await page.locator('#code').fill(code);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(/\/payment-result\?payment=/);
      const result = page.getByTestId('payment-result');
      await expect(result).toHaveAttribute('data-state', 'succeeded');
      await expect(result).toContainText(text.succeeded);
      const back = result.getByTestId('payment-return');
      await expect(back).toHaveText(text.back);
      await expect(back).toHaveAttribute('href', opportunity);
      await back.focus();
      await page.keyboard.press('Enter');

      // Back on the opportunity with enough credit: the fee is paid and the client's details open.
      await expect(page).toHaveURL(new RegExp(`${opportunity}$`));
      await expect(accessPanel.getByTestId('access-block')).toHaveCount(0);
      await expect(async () => {
        await accessPanel.getByRole('button', { name: text.payButton }).click();
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await page.getByRole('dialog').getByRole('button', { name: text.confirmPay }).click();
      await expect(accessPanel).toContainText(text.openTitle);
      expect((await agencyWallet(request, token)).balanceKurus).toBe(LEFT_KURUS + 1000_00 - FEE_KURUS);
    } finally {
      await context.close();
      if (taken > 0) await wallet(providerId, 'grant', taken);
    }
  });
}
