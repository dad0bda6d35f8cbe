import { expect, test } from './support/a11y-test.ts';
import { body, registerAgency } from './support/api-accounts.ts';
import { opsOperator, signInOperatorInBrowser } from './support/ops.ts';

/**
 * Issue 19 item 10: an agency buys a package by card; an operator finds the agency, sees the package in its
 * subscriptions, extends it by 7 days with a reason (the end moves, the audit history says so) and cancels it now
 * (its status reads cancelled). Turkish on desktop, English at 390 px.
 */

const TEXT = {
  tr: {
    search: 'Aranacak ifade',
    searchButton: 'Ara',
    section: 'Abonelikler',
    debts: 'Borçlar',
    noDebts: 'Açık borç yok.',
    extend: 'Uzat',
    days: 'Gün sayısı',
    reason: 'Neden',
    confirmExtend: 'Süreyi uzat',
    done: 'İşlem kaydedildi.',
    extended: 'Abonelik uzatıldı',
    cancel: 'İptal et',
    now: 'Hemen',
    confirmCancel: 'Aboneliği iptal et',
    cancelled: 'İptal edildi',
    extendReason: 'Kesinti nedeniyle telafi süresi',
    cancelReason: 'Ajans telefonla iptal istedi',
  },
  en: {
    search: 'Search for',
    searchButton: 'Search',
    section: 'Subscriptions',
    debts: 'Debts',
    noDebts: 'No open debts.',
    extend: 'Extend',
    days: 'Days',
    reason: 'Reason',
    confirmExtend: 'Extend',
    done: 'Done.',
    extended: 'Subscription extended',
    cancel: 'Cancel',
    now: 'Now',
    confirmCancel: 'Cancel the subscription',
    cancelled: 'Cancelled',
    extendReason: 'Compensation for an outage',
    cancelReason: 'The agency asked by phone to cancel',
  },
} as const;

for (const language of ['tr', 'en'] as const) {
  test(`an operator extends and cancels an agency's package (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const text = TEXT[language];
    if (language === 'en') await page.setViewportSize({ width: 390, height: 844 });
    const agency = await registerAgency(request, `ops-subs-${language}`);
    const auth = { authorization: `Bearer ${agency.token}` };
    const saved = await body(
      await request.put('/api/v1/Invoice/customer', {
        headers: auth,
        data: {
          Type: 'corporate',
          FullName: '',
          IdentityNumber: '',
          Title: 'Abonelik Ajansı Ltd. Şti.',
          TaxNumber: '4540536920',
          TaxOffice: 'Kadıköy',
          Address: 'Caferağa Mah. Moda Cad. No: 12',
          City: 'İstanbul',
          District: 'Kadıköy',
          Email: agency.email,
        },
      }),
    );
    expect(saved.IsSuccessful, saved.Message).toBe(true);
    const priced = await body<{ GrossPrice: number }>(
      await request.post('/api/v1/Payment/init', {
        headers: auth,
        data: { BasketItems: [{ Id: 'package:lite:1' }] },
      }),
    );
    expect(priced.IsSuccessful, priced.Message).toBe(true);
    const paid = await body(
      await request.post('/api/v1/Payment/start', {
        headers: { ...auth, 'idempotency-key': `ops-subs-${language}-${Date.now()}` },
        data: {
          Type: 'package',
          BasketItems: [{ Id: 'package:lite:1' }],
          GrossPrice: priced.Data.GrossPrice,
          PaidPrice: priced.Data.GrossPrice,
          Installment: 1,
          ForceThreeD: false,
          Card: {
            HolderName: 'Mert Kaya',
            Number: '5528790000000008',
            ExpireMonth: 12,
            ExpireYear: 2030,
            Cvc: '123',
          },
        },
      }),
    );
    expect(paid.IsSuccessful, paid.Message).toBe(true);

    await signInOperatorInBrowser(page, await opsOperator(request), language);
    await page.goto('/ops/search');
    await page.getByLabel(text.search).fill(agency.email);
    await page.getByRole('button', { name: text.searchButton, exact: true }).click();
    await page.locator('a[href^="/ops/agencies/"]').first().click();
    await expect(page).toHaveURL(/\/ops\/agencies\/\d+$/);

    const section = page.getByTestId('ops-subscriptions');
    await expect(section.getByRole('heading', { name: text.section })).toBeVisible();
    await expect(page.getByTestId('ops-debts').getByText(text.noDebts)).toBeVisible();
    const row = section.locator('tr[data-testid^="ops-subscription-"]').first();
    await expect(row).toContainText('Lite');
    const endsBefore = (await row.getByTestId('ops-subscription-ends').textContent()) ?? '';

    // Extend by 7 days with a reason: the end moves and the history names it.
    await row.getByRole('button', { name: text.extend, exact: true }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text.days }).fill('7');
    await dialog.getByRole('textbox', { name: text.reason }).fill(text.extendReason);
    await dialog.getByRole('button', { name: text.confirmExtend, exact: true }).click();
    await expect(page.getByRole('status')).toContainText(text.done);
    await expect(row.getByTestId('ops-subscription-ends')).not.toHaveText(endsBefore);
    await expect(
      page
        .getByTestId('history-row')
        .filter({ hasText: text.extendReason })
        .filter({ hasText: text.extended }),
    ).toBeVisible();

    // Cancel now: its status reads cancelled and no action is left on it.
    await row.getByRole('button', { name: text.cancel, exact: true }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: text.now, exact: true }).check();
    await dialog.getByRole('textbox', { name: text.reason }).fill(text.cancelReason);
    await dialog.getByRole('button', { name: text.confirmCancel, exact: true }).click();
    await expect(row).toContainText(text.cancelled);
    await expect(row.getByRole('button', { name: text.extend, exact: true })).toHaveCount(0);
  });
}
