import { formatKurus } from '../packages/contracts/src/index.ts';
import { expect, test } from './support/a11y-test.ts';
import { body, registerAgency, signIn } from './support/api-accounts.ts';
import { openQueueItem, opsOperator, signInOperatorInBrowser } from './support/ops.ts';

/**
 * Issue 18 item 9, wallet top-up by bank transfer end to end, in both languages (English at 390 px): an agency
 * asks for a 1000 TL transfer on its wallet page, sees the IBAN, the exact amount and the reference code, marks
 * it sent; an operator opens the "confirm transfer" item in the console and confirms it; the agency sees the
 * request confirmed and its balance 1000 TL higher.
 */

const TEXT = {
  tr: {
    cookie: 'tr-TR',
    amount: 'Yüklenecek tutar',
    show: 'Havale bilgilerini göster',
    sent: 'Havaleyi gönderdim',
    pending: 'Onay bekliyor',
    confirmed: 'Onaylandı',
    confirm: 'Havaleyi onayla',
    minimum: 'Havale/EFT ile en az 1000 TL yükleyebilirsiniz.',
  },
  en: {
    cookie: 'en-US',
    amount: 'Amount to top up',
    show: 'Show transfer details',
    sent: 'I have sent it',
    pending: 'Awaiting confirmation',
    confirmed: 'Confirmed',
    confirm: 'Confirm transfer',
    minimum: 'The minimum top-up by bank transfer is 1000 TL.',
  },
} as const;

type TWallet = { BalanceKurus: number };

for (const language of ['tr', 'en'] as const) {
  const text = TEXT[language];
  test(`an agency tops up 1000 TL by bank transfer and an operator confirms it (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const agency = await registerAgency(request, `transfer-${language}`);
    const wallet = async () =>
      (
        await body<TWallet>(
          await request.get('/api/v1/WalletTransaction', {
            headers: { authorization: `Bearer ${agency.token}` },
          }),
        )
      ).Data.BalanceKurus;
    const before = await wallet();

    // The agency, in its own browser (English on a phone).
    const agencyContext = await browser.newContext({
      locale: text.cookie,
      ...(language === 'en' ? { viewport: { width: 390, height: 844 } } : {}),
    });
    await signIn(agencyContext, agency.token, language);
    const agencyPage = await agencyContext.newPage();
    await agencyPage.goto('/premium/wallet-transactions');
    const section = agencyPage.getByTestId('bank-transfer');
    await expect(section.getByTestId('bank-transfer-empty')).toBeVisible();

    // Below the minimum: the rule's message beside the amount.
    await section.getByLabel(text.amount).fill('999');
    await section.getByRole('button', { name: text.show, exact: true }).click();
    await expect(section.getByText(text.minimum)).toBeVisible();

    await section.getByLabel(text.amount).fill('1000');
    await section.getByRole('button', { name: text.show, exact: true }).click();
    const details = section.getByTestId('bank-transfer-details');
    await expect(details).toBeVisible();
    await expect(details.getByTestId('bank-transfer-iban')).toHaveText(/^TR\d{2}( \d{4}){5} \d{2}$/);
    await expect(details.getByTestId('bank-transfer-amount')).toHaveText(
      formatKurus(1000_00, language, { cents: true }),
    );
    const reference = (await details.getByTestId('bank-transfer-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^BRF-[0-9A-Z]{5}$/);
    await expect(details).toContainText(reference);
    await details.getByRole('button', { name: text.sent, exact: true }).click();
    const row = section.getByTestId('bank-transfer-row').filter({ hasText: reference });
    await expect(row.getByTestId('bank-transfer-state')).toHaveText(text.pending);

    // The operator opens the "confirm transfer" item (straight to it: the console's home lists only the first
    // items due) and confirms it.
    const transfers = await body<{ Items: { Id: string; ReferenceCode: string }[] }>(
      await request.get('/api/v1/BankTransfer', { headers: { authorization: `Bearer ${agency.token}` } }),
    );
    const transfer = transfers.Data.Items.find((item) => item.ReferenceCode === reference);
    expect(transfer, reference).toBeDefined();
    const operator = await opsOperator(request);
    await signInOperatorInBrowser(page, operator, language);
    await openQueueItem(page, request, `transfer_confirm:${transfer?.Id}`);
    const panel = page.getByTestId('ops-bank-transfer');
    await expect(panel).toContainText(reference);
    // A press before hydration does nothing: press until the dialog opens.
    await page.waitForLoadState('networkidle');
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      await panel.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId('ops-bank-transfer-state')).toHaveText(text.confirmed);

    // The agency sees it confirmed and its balance 1000 TL higher.
    expect(await wallet()).toBe(before + 1000_00);
    await agencyPage.reload();
    await expect(row.getByTestId('bank-transfer-state')).toHaveText(text.confirmed);
    await expect(agencyPage.getByTestId('wallet-balance')).toContainText(
      formatKurus(before + 1000_00, language, { cents: true }),
    );
    await expect(agencyPage.getByTestId('wallet-row').first()).toContainText(
      language === 'tr' ? 'Havale/EFT ile yükleme' : 'Bank transfer top-up',
    );
    await agencyContext.close();
  });
}
