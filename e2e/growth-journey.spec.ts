import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, test } from './support/a11y-test.ts';
import { body, registerAgency, registerClient, signIn } from './support/api-accounts.ts';
import { createProject } from './support/api-projects.ts';
import { passBank } from './support/sandbox-bank.ts';

/**
 * Issue 19's first journey, in both languages (English at 390 px): an agency without a package buys Growth for
 * 6 months by card (the sandbox bank's 3-D Secure page), chooses 3 categories for its city on
 * /premium/subscription, adds a service on its profile (which needs an active subscription), and opens a client's
 * brief in a subscribed category without the viewing fee: its wallet balance stays as it was and the client's
 * details are visible. What is not the point here is made through the API: the agency, its billing details,
 * its portfolio (5 works are needed for opportunities), two of the three services a category needs for
 * matching, its work area, and the client's brief (which asks for this agency by name).
 */

const MOBILE = 3;

const TEXT = {
  'tr-TR': {
    sixMonths: '6 ay',
    holder: 'Kart üzerindeki ad soyad',
    number: 'Kart numarası',
    month: 'Ay (AA)',
    year: 'Yıl (YY)',
    cvc: 'CVC',
    current: 'Mevcut paketiniz',
    categories: ['Mobil Uygulama Geliştirme', 'Yazılım Geliştirme', 'Sosyal Medya Yönetimi'],
    ownCity: 'Kendi şehrim',
    saved: 'Kategorileriniz kaydedildi.',
    used: '3 / 7 kategori hakkı kullanıldı',
    addService: 'Hizmet ekle',
    category: 'Kategori',
    service: 'Hizmet',
    price: 'Başlangıç fiyatı (TL)',
    level: 'Seviye',
    levelOption: 'Orta',
    skills: 'Yetkinlikler',
    description: 'Açıklama',
    save: 'Kaydet',
    serviceSaved: 'Hizmet kaydedildi.',
    subscribed: 'Aboneliğiniz bu kategoriyi kapsıyor; müşteri bilgilerini ücretsiz görürsünüz.',
    openTitle: 'Müşteri bilgileri açık',
  },
  'en-TR': {
    sixMonths: '6 months',
    holder: 'Name on the card',
    number: 'Card number',
    month: 'Month (MM)',
    year: 'Year (YY)',
    cvc: 'CVC',
    current: 'Your current package',
    categories: ['Mobile App Development', 'Software Development', 'Social Media Management'],
    ownCity: 'My city',
    saved: 'Your categories were saved.',
    used: '3 of 7 category rights used',
    addService: 'Add a service',
    category: 'Category',
    service: 'Service',
    price: 'Starting price (TL)',
    level: 'Level',
    levelOption: 'Intermediate',
    skills: 'Skills',
    description: 'Description',
    save: 'Save',
    serviceSaved: 'The service was saved.',
    subscribed: "Your subscription covers this category; you see the client's details for free.",
    openTitle: 'Client details are open',
  },
} as const;

const LONG = (text: string) => `${text} `.repeat(6).trim();

async function api(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data: object,
) {
  const res = await request[method](`/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  const answer = await body(res);
  expect(answer.IsSuccessful, `${path}: ${answer.Message}`).toBe(true);
  return answer;
}

/** Billing details (issue 18's pop-up, tested there) and five portfolio works (needed for opportunities). */
async function agencySetup(request: APIRequestContext, token: string, email: string) {
  await api(request, token, 'put', 'Invoice/customer', {
    Type: 'corporate',
    Title: 'Eşleşme Dijital Hizmetler Ltd. Şti.',
    TaxNumber: '4540536920',
    TaxOffice: 'Kadıköy',
    Address: 'Caferağa Mah. Moda Cad. No: 12',
    City: 'İstanbul',
    District: 'Kadıköy',
    Email: email,
  });
  for (let i = 1; i <= 5; i++) {
    await api(request, token, 'post', 'Portfolio', {
      Title: `Sadakat uygulaması ${i}`,
      CompanyName: `Moda Kahve ${i}`,
      CategoryId: MOBILE,
      SectorId: 8,
      GeoScope: 'national',
      Audience: 'b2c',
      ClientCityId: 34,
      ImageSrcs: [],
      VideoUrl: 'https://www.youtube.com/embed/brifa-demo',
      ExpertiseIds: [301, 302],
      Skills: ['React Native', 'Node.js', 'Firebase'],
      Budget: '450000',
      BudgetCurrency: 'TRY',
      StartDate: '2025-03-01',
      EndDate: '2025-09-30',
      IsOngoing: false,
      Introduction: LONG('Moda Kahve 40 şubeli bir kahve zinciri.'),
      Challenges: LONG('Kartlı sadakat programı ölçülemiyordu.'),
      Solution: LONG('iOS ve Android için puan toplayan bir uygulama yaptık.'),
      Impact: LONG('İlk altı ayda tekrar gelen müşteri oranı yüzde 18 arttı.'),
      ReferenceUrl: 'https://modakahve.example/uygulama',
      Tags: ['sadakat', 'mobil', 'perakende'],
    });
  }
}

for (const locale of ['tr-TR', 'en-TR'] as const) {
  test(`a new agency buys Growth, chooses 3 categories, adds a service and opens a subscribed brief free (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[locale];
    if (locale === 'en-TR') await page.setViewportSize({ width: 390, height: 844 });
    const agency = await registerAgency(request, `growth-${locale}`);
    await agencySetup(request, agency.token, agency.email);
    await signIn(context, agency.token, locale);

    // 1. Growth for 6 months, by card through the bank's 3-D Secure page.
    await page.goto('/premium/products');
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      await page.locator('label', { hasText: new RegExp(`^${text.sixMonths}$`) }).click();
      await expect(page.getByRole('radio', { name: text.sixMonths, exact: true })).toBeChecked();
      await page.getByTestId('package-buy-growth').click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByLabel(text.holder).fill('Selin Aksoy');
    await dialog.getByLabel(text.number).fill('5528 7900 0000 0008');
    await dialog.getByLabel(text.month).fill('12');
    await dialog.getByLabel(text.year).fill('30');
    await dialog.getByLabel(text.cvc).fill('123');
    await expect(dialog.getByTestId('installments').getByRole('radio').first()).toBeVisible();
    await dialog.getByTestId('package-pay').click();
    await passBank(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');
    await page.goto('/premium/products');
    await expect(page.getByTestId('package-growth').getByTestId('package-current-badge')).toHaveText(
      text.current,
    );

    // 2. Three categories for its own city.
    await page.goto('/premium/subscription');
    const select = page.getByTestId('category-select');
    await expect(page.getByTestId('save-categories')).toBeVisible();
    for (const name of text.categories) {
      await expect(async () => {
        await select.click();
        await select.fill(name.slice(0, 6));
        await page.getByRole('option', { name, exact: true }).click({ timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await page.keyboard.press('Escape');
    }
    await page.getByRole('radio', { name: text.ownCity }).check();
    await page.getByTestId('save-categories').click();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    await expect(page.getByTestId('rights-used')).toHaveText(text.used);

    // 3. A service on its profile: two are already there (setup), the third through the form, so that the
    //    category counts for matching. Its work area: its own city (setup).
    for (const name of ['iOS Uygulama', 'Android Uygulama']) {
      await api(request, agency.token, 'post', 'Service', {
        CategoryId: MOBILE,
        Name: name,
        Price: '150000',
        Skills: ['Swift', 'Kotlin'],
        Description: LONG('Mağaza yayını dahil uçtan uca mobil uygulama geliştiriyoruz.'),
        Level: 'expert',
      });
    }
    await page.goto('/provider/settings/services');
    await expect(async () => {
      await page.getByRole('link', { name: text.addService }).click();
      await expect(page).toHaveURL(/\/provider\/settings\/services\/new$/, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(async () => {
      await page.getByRole('combobox', { name: text.category }).click();
      await page.getByRole('option', { name: text.categories[0], exact: true }).click({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('combobox', { name: text.service }).fill('Sadakat Uygulaması');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: text.price }).fill('200000');
    await page.getByRole('combobox', { name: text.level }).click();
    await page.getByRole('option', { name: text.levelOption, exact: true }).click();
    const skills = page.getByRole('combobox', { name: text.skills });
    await skills.fill('React Native');
    await skills.press('Enter');
    await page
      .getByRole('textbox', { name: text.description })
      .fill(LONG('Sadakat kartı, kampanya bildirimleri ve ERP entegrasyonu olan uygulamalar yapıyoruz.'));
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page).toHaveURL(/\/provider\/settings\/services$/);
    await expect(page.getByText('Sadakat Uygulaması')).toBeVisible();
    await api(request, agency.token, 'post', 'Provider/access-work-area', {
      WorkRegions: ['marmara'],
      CityPreference: 'own_city',
      MobileMinPrice: '100000',
    });

    // The wallet before the brief.
    await page.goto('/premium/wallet-transactions');
    const balance = page.getByTestId('wallet-balance');
    await expect(balance).toBeVisible();
    const before = (await balance.textContent())?.trim() ?? '';

    // 4. A client's mobile-app brief in İstanbul asks for this agency; the agency opens it without a fee.
    const me = await body<{ Provider: { Id: number } }>(
      await request.post(`/api/v1/user/me/${agency.userId}`, {
        headers: { authorization: `Bearer ${agency.token}` },
      }),
    );
    const client = await registerClient(request);
    const project = await createProject(request, client.token, {
      CategoryId: MOBILE,
      CityId: 34,
      RequestedProviderIds: [me.Data.Provider.Id],
    });
    const key = project.OfferKey;

    await page.goto('/provider/offers');
    const card = page
      .getByTestId('opportunity-card')
      .filter({ has: page.locator(`a[href*="/provider/projects/${key}/detail"]`) });
    await expect(card).toHaveCount(1);
    await card.getByTestId('opportunity-link').click();
    await expect(page).toHaveURL(new RegExp(`/provider/projects/${key}/detail$`));
    const access = page.getByTestId('access-panel');
    await expect(access).toContainText(text.openTitle);
    await expect(access).toContainText(text.subscribed);
    await expect(access.getByTestId('pay-button')).toHaveCount(0);
    const clientCard = page.getByTestId('client-card');
    await expect(clientCard).toContainText(`${client.name} ${client.surname}`);
    await expect(clientCard.getByRole('link', { name: client.email })).toHaveAttribute(
      'href',
      `mailto:${client.email}`,
    );
    await expect(clientCard.getByTestId('client-locked')).toHaveCount(0);

    // Nothing was charged: the same balance, no row for the brief.
    await page.goto('/premium/wallet-transactions');
    await expect(balance).toHaveText(before);
    await expect(
      page
        .getByTestId('wallet-row')
        .filter({ has: page.locator(`a[href="/provider/projects/${key}/detail"]`) }),
    ).toHaveCount(0);
  });
}
