import { expect, type Page, test } from './support/a11y-test.ts';
import { registerAgency, registerClient, signIn } from './support/api-accounts.ts';

/**
 * Billing details (issue 18): the agency fills the corporate form at /premium/billing with a wrong VKN, reads the
 * message beside the field, fixes it, saves, and after a reload finds its values kept. In both languages, on a
 * 390 px phone.
 */

const TEXTS = {
  tr: {
    language: 'tr-TR',
    heading: 'Fatura bilgileri',
    corporate: 'Kurumsal',
    title: 'Şirket unvanı',
    taxNumber: 'Vergi kimlik numarası (VKN)',
    taxOffice: 'Vergi dairesi',
    address: 'Adres',
    city: 'İl',
    district: 'İlçe',
    save: 'Kaydet',
    vknMessage: 'Geçerli bir vergi kimlik numarası girin (10 hane).',
    saved: 'Fatura bilgileriniz kaydedildi.',
  },
  en: {
    language: 'en-TR',
    heading: 'Billing details',
    corporate: 'Company',
    title: 'Company title',
    taxNumber: 'Tax number (VKN)',
    taxOffice: 'Tax office',
    address: 'Address',
    city: 'City',
    district: 'District',
    save: 'Save',
    vknMessage: 'Enter a valid tax number (10 digits).',
    saved: 'Your billing details were saved.',
  },
} as const;

async function openBilling(page: Page, heading: string) {
  await page.goto('/premium/billing');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const locale of ['tr', 'en'] as const) {
  const text = TEXTS[locale];
  test(`an agency saves corporate billing details after fixing a wrong VKN (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const agency = await registerAgency(request, `billing-${locale}`);
    await signIn(context, agency.token, text.language);
    await openBilling(page, text.heading);

    const form = page.getByTestId('billing-form');
    await form.getByRole('radio', { name: text.corporate }).check();
    const title = 'Işıklı Çağrı Güneş Öğütücü İletişim A.Ş.';
    await form.getByRole('textbox', { name: text.title, exact: true }).fill(title);
    const vkn = form.getByRole('textbox', { name: text.taxNumber, exact: true });
    await vkn.fill('4540536921');
    await form.getByRole('textbox', { name: text.taxOffice, exact: true }).fill('Kadıköy');
    await form
      .getByRole('textbox', { name: text.address, exact: true })
      .fill('Caferağa Mah. Moda Cad. No: 12');
    await form.getByRole('textbox', { name: text.city, exact: true }).fill('İstanbul');
    await form.getByRole('textbox', { name: text.district, exact: true }).fill('Kadıköy');
    await form.getByRole('button', { name: text.save }).click();

    await expect(form.getByText(text.vknMessage)).toBeVisible();
    await expect(vkn).toBeFocused();
    await expect(vkn).toHaveAttribute('aria-invalid', 'true');

    await vkn.fill('4540536920');
    await form.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(form.getByText(text.vknMessage)).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const reloaded = page.getByTestId('billing-form');
    await expect(reloaded.getByRole('radio', { name: text.corporate })).toBeChecked();
    await expect(reloaded.getByRole('textbox', { name: text.title, exact: true })).toHaveValue(title);
    await expect(reloaded.getByRole('textbox', { name: text.taxNumber, exact: true })).toHaveValue(
      '4540536920',
    );
    await expect(reloaded.getByRole('textbox', { name: text.district, exact: true })).toHaveValue('Kadıköy');
    // Nothing runs off a 390 px screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('a client fills individual billing details at /client/premium/billing', async ({
  page,
  context,
  request,
}) => {
  const client = await registerClient(request);
  await signIn(context, client.token, 'tr-TR');
  await page.goto('/client/premium/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Fatura bilgileri' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const form = page.getByTestId('billing-form');
  await form.getByRole('radio', { name: 'Bireysel' }).check();
  await form.getByRole('textbox', { name: 'Ad soyad', exact: true }).fill('Ayşe Yılmaz');
  const tckn = form.getByRole('textbox', { name: 'T.C. kimlik numarası', exact: true });
  await tckn.fill('10000000147');
  await form.getByRole('textbox', { name: 'Adres', exact: true }).fill('Atatürk Bulvarı No: 5');
  await form.getByRole('textbox', { name: 'İl', exact: true }).fill('Ankara');
  await form.getByRole('textbox', { name: 'İlçe', exact: true }).fill('Çankaya');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Geçerli bir T.C. kimlik numarası girin (11 hane).')).toBeVisible();
  await tckn.fill('10000000146');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Fatura bilgileriniz kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('billing-form').getByRole('radio', { name: 'Bireysel' })).toBeChecked();
  await expect(
    page.getByTestId('billing-form').getByRole('textbox', { name: 'T.C. kimlik numarası', exact: true }),
  ).toHaveValue('10000000146');
});
