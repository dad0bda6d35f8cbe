import type { TWalletTransactionList } from '@brifa/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, test } from './support/a11y-test.ts';
import { body, registerAgency, signIn } from './support/api-accounts.ts';

/**
 * Issue 18: an agency tops up its wallet by card through the sandbox bank's 3-D Secure page (3 instalments,
 * the card saved), sees the credit in its wallet; a card that fails 3-D Secure shows the spec's message and
 * changes nothing; a second top-up goes with the saved card.
 */

const TEXT = {
  'tr-TR': {
    open: 'Bakiye yükle',
    holder: 'Kart üzerindeki ad soyad',
    number: 'Kart numarası',
    month: 'Ay (AA)',
    year: 'Yıl (YY)',
    cvc: 'CVC',
    save: 'Bu kartı sonraki ödemeler için kaydet',
    testPayment: 'Test ödemesi',
    succeeded: 'Ödemeniz alındı',
    threeDsFailed: '3D Secure doğrulaması başarısız oldu.',
    topUpRow: 'Kartla yükleme',
  },
  'en-TR': {
    open: 'Top up',
    holder: 'Name on the card',
    number: 'Card number',
    month: 'Month (MM)',
    year: 'Year (YY)',
    cvc: 'CVC',
    save: 'Save this card for later payments',
    testPayment: 'Test payment',
    succeeded: 'Payment received',
    threeDsFailed: 'The 3D Secure verification failed.',
    topUpRow: 'Card top-up',
  },
} as const;

async function balance(request: APIRequestContext, token: string): Promise<number> {
  const wallet = await body<TWalletTransactionList>(
    await request.get('/api/v1/WalletTransaction', { headers: { authorization: `Bearer ${token}` } }),
  );
  return wallet.Data.BalanceKurus;
}

/** The sandbox bank's page: type the one-time code printed on it and confirm. */
async function passBank(page: Page) {
  await expect(page).toHaveURL(/\/sandbox-bank\/3ds\//);
  const code = (await page.getByTestId('sandbox-otp').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.locator('#code').fill(code);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/payment-result\?payment=/);
}

async function openTopUp(page: Page, text: (typeof TEXT)[keyof typeof TEXT]) {
  await page.goto('/premium/wallet-transactions');
  const dialog = page.getByRole('dialog');
  // Pressed again until the page has hydrated and the pop-up opens (a click before hydration does nothing).
  await expect(async () => {
    await page.getByTestId('top-up-open').click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog.getByTestId('test-payment')).toContainText(text.testPayment);
  return dialog;
}

async function fillCard(page: Page, text: (typeof TEXT)[keyof typeof TEXT], number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text.holder).fill('Selin Aksoy');
  await dialog.getByLabel(text.number).fill(number);
  await dialog.getByLabel(text.month).fill('12');
  await dialog.getByLabel(text.year).fill('30');
  await dialog.getByLabel(text.cvc).fill('123');
}

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`an agency tops up 1000 TL by card with 3-D Secure and instalments (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const agency = await registerAgency(request, `topup-${locale}`);
    await signIn(context, agency.token, locale);
    const before = await balance(request, agency.token);

    // A new card, 3 instalments, saved.
    let dialog = await openTopUp(page, text);
    await dialog.getByTestId('top-up-amount').fill('1000');
    await fillCard(page, text, '5528 7900 0000 0008');
    await dialog.getByLabel(text.save).check();
    const installments = dialog.getByTestId('installments').getByRole('radio');
    await expect(installments).toHaveCount(12);
    await installments.nth(2).check();
    await dialog.getByTestId('top-up-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');
    await expect(page.getByTestId('payment-result')).toContainText(text.succeeded);
    expect(await balance(request, agency.token)).toBe(before + 1000_00);
    await page.goto('/premium/wallet-transactions');
    await expect(page.getByTestId('wallet-table')).toContainText(text.topUpRow);

    // A card that fails 3-D Secure: the message, and nothing changes.
    dialog = await openTopUp(page, text);
    await dialog.getByRole('radio', { name: /new card|yeni kart/i }).check();
    await fillCard(page, text, '4151 1111 1111 1112');
    await expect(dialog.getByTestId('installments').getByRole('radio').first()).toBeVisible();
    await dialog.getByTestId('top-up-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'failed');
    await expect(page.getByTestId('payment-failure-reason')).toHaveText(text.threeDsFailed);
    expect(await balance(request, agency.token)).toBe(before + 1000_00);

    // A second top-up with the saved card (chosen by default).
    dialog = await openTopUp(page, text);
    await dialog.getByTestId('top-up-amount').fill('2500');
    await expect(dialog.getByTestId('installments').getByRole('radio').first()).toBeChecked();
    await dialog.getByTestId('top-up-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');
    expect(await balance(request, agency.token)).toBe(before + 3500_00);

    await page.goto('/premium/transactions');
    await expect(page.getByTestId('transactions-table').getByRole('row')).toHaveCount(4);
    await page.goto('/premium/credit-cards');
    await expect(page.getByTestId('cards')).toContainText('0008');

    // The screens and the pop-up fit a 390 px phone.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/premium/credit-cards', '/premium/transactions']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    dialog = await openTopUp(page, text);
    await expect(dialog.getByTestId('top-up-pay')).toBeVisible();
    const box = await dialog.getByTestId('top-up-pay').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });
}
