import { expect, test } from './support/a11y-test.ts';
import { registerAgency, signIn } from './support/api-accounts.ts';

/**
 * Issue 19: the debt's page (/need-subscription-payment), the layout's debt notice's pay-now link, for an agency
 * without a debt (a debt needs the renewal job, run by the API tests): it opens in the agency layout, says there
 * is nothing to pay and leads back to the opportunities, in both languages (English at 390 px), by keyboard.
 */
const TEXT = {
  'tr-TR': { title: 'Abonelik borcu ödemesi', none: 'Ödenmemiş borcunuz yok.', back: 'Fırsatlara dön' },
  'en-TR': {
    title: 'Subscription payment due',
    none: 'You have no unpaid debts.',
    back: 'Back to opportunities',
  },
} as const;

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`the debt page without a debt (${locale})`, async ({ page, context, request }) => {
    const text = TEXT[locale];
    if (locale === 'en-TR') await page.setViewportSize({ width: 390, height: 844 });
    const agency = await registerAgency(request, 'debt-page');
    await signIn(context, agency.token, locale === 'tr-TR' ? 'tr' : 'en');
    await page.goto('/need-subscription-payment');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByTestId('debts-none')).toContainText(text.none);
    const back = page.getByRole('link', { name: text.back });
    await back.focus();
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/provider\/offers/);
  });
}
