import type { TCategorySubscriptionList } from '@brifa/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, test } from './support/a11y-test.ts';
import { body, registerAgency, signIn } from './support/api-accounts.ts';
import { passBank } from './support/sandbox-bank.ts';

/**
 * Issue 19, category subscriptions: an agency without a package sees the way to the packages on
 * /premium/subscription, buys an extra category for its city by card (3-D Secure sandbox), finds it on
 * /premium/category-subscriptions and ends it at the period's end after confirming (Turkish; English at 390 px).
 */

const TEXT = {
  'tr-TR': {
    noPackage: 'Aktif paketiniz yok',
    products: 'Paketleri incele',
    category: 'Mobil Uygulama Geliştirme',
    holder: 'Kart üzerindeki ad soyad',
    number: 'Kart numarası',
    month: 'Ay (AA)',
    year: 'Yıl (YY)',
    cvc: 'CVC',
    active: 'Aktif',
    periodEnd: 'Dönem sonunda sonlandır',
    willEnd: 'Dönem sonunda bitecek',
    ownCity: 'Kendi şehrim',
    vat: 'KDV dahil',
  },
  'en-TR': {
    noPackage: 'You have no active package',
    products: 'See the packages',
    category: 'Mobile App Development',
    holder: 'Name on the card',
    number: 'Card number',
    month: 'Month (MM)',
    year: 'Year (YY)',
    cvc: 'CVC',
    active: 'Active',
    periodEnd: 'End at period end',
    willEnd: 'Ends at period end',
    ownCity: 'My city',
    vat: 'VAT included',
  },
} as const;

async function billingDetails(request: APIRequestContext, token: string, email: string) {
  const res = await request.put('/api/v1/Invoice/customer', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      Type: 'corporate',
      FullName: '',
      IdentityNumber: '',
      Title: 'Eşleşme Dijital Hizmetler Ltd. Şti.',
      TaxNumber: '4540536920',
      TaxOffice: 'Kadıköy',
      Address: 'Caferağa Mah. Moda Cad. No: 12',
      City: 'İstanbul',
      District: 'Kadıköy',
      Email: email,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`an agency buys an extra category for its city and ends it at period end (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    if (locale === 'en-TR') await page.setViewportSize({ width: 390, height: 844 });
    const agency = await registerAgency(request, `catsub-${locale}`);
    await billingDetails(request, agency.token, agency.email);
    await signIn(context, agency.token, locale);

    await page.goto('/premium/subscription');
    await expect(page.getByTestId('no-package')).toContainText(text.noPackage);
    await expect(page.getByRole('link', { name: text.products })).toHaveAttribute(
      'href',
      '/premium/products',
    );

    const dialog = page.getByRole('dialog');
    await expect(async () => {
      await page.getByTestId('buy-extra-open').click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    // The category chosen with the keyboard: type, pick with the arrow and Enter.
    const select = dialog.getByTestId('extra-category-select');
    await select.click();
    await select.pressSequentially(text.category.slice(0, 6));
    await page.getByRole('option', { name: text.category }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('extra-total')).toContainText(text.vat);
    await dialog.getByLabel(text.holder).fill('Selin Aksoy');
    await dialog.getByLabel(text.number).fill('5528 7900 0000 0008');
    await dialog.getByLabel(text.month).fill('12');
    await dialog.getByLabel(text.year).fill('30');
    await dialog.getByLabel(text.cvc).fill('123');
    await expect(dialog.getByTestId('extra-pay')).toBeEnabled({ timeout: 10_000 });
    await dialog.getByTestId('extra-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');

    const subs = await body<TCategorySubscriptionList>(
      await request.get('/api/v1/Subscription/page', {
        headers: { authorization: `Bearer ${agency.token}` },
      }),
    );
    expect(subs.Data.Items).toHaveLength(1);
    expect(subs.Data.Items[0]).toMatchObject({ CategoryIds: [3], Scope: 'own_city', PeriodMonths: 3 });

    await page.goto('/premium/category-subscriptions');
    const list = page.getByTestId('category-subscriptions');
    await expect(list).toContainText(text.category);
    await expect(list).toContainText(text.ownCity);
    await expect(list).toContainText(text.active);
    await expect(async () => {
      await list.getByRole('button', { name: text.periodEnd }).click();
      await expect(page.getByTestId('expire-confirm')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await page.getByTestId('expire-confirm').press('Enter');
    await expect(list).toContainText(text.willEnd);
    await expect(list.getByRole('button', { name: text.periodEnd })).toHaveCount(0);
  });
}
