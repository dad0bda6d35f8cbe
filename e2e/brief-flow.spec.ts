import { expect, type Page, test } from './support/a11y-test.ts';
import { PASSWORD, smsCode, uniqueEmail, uniquePhone } from './support/api-accounts.ts';

/**
 * The question-flow pop-up against the real server: a visitor opens "get offers" on the home page, answers every
 * step (a too-short description first), signs up inline with the phone code from the dev outbox, and finds the
 * project waiting, with its matched agencies, on /client/my-projects, where it is stopped and reactivated.
 */

const TEXTS = {
  tr: {
    lang: 'tr',
    budget: /Tahmini bütçe/,
    company: 'Deniz Gıda A.Ş.',
    selects: [
      [/Sektör/, /Gıda/],
      [/Şirket büyüklüğü/, 'KOBİ'],
      [/Çalışan sayısı/, '11-50 kişi'],
      [/Yıllık ciro/, '10-100 milyon TL'],
      [/İş modeli/, 'Perakende'],
      [/^İl/, 'İstanbul'],
      [/İlçe/, 'Kadıköy'],
    ],
    short: 'Mobil uygulama istiyoruz, ayrıntıları görüşürüz.',
    tooShort: 'Açıklamanız çok kısa, lütfen daha fazla ayrıntı paylaşın',
    description:
      'Zincir mağazalarımız için iOS ve Android üzerinde çalışacak bir sadakat uygulaması istiyoruz. ' +
      'Hedefimiz ilk yıl içinde 50.000 aktif kullanıcıya ulaşmak ve mağaza içi satışları yüzde on artırmak. ' +
      'Uygulama; dijital sadakat kartı, kampanya bildirimleri, mağaza bulucu ve mevcut ERP sistemimizle ' +
      'entegrasyon içermeli. Tasarım, geliştirme, test ve mağazalara yayın süreçlerinin tamamını ajanstan ' +
      'bekliyoruz. Proje takvimi yaklaşık dört ay. Yayından sonra bir yıllık bakım ve destek de teklife dahil edilmeli.',
    stepOf: (n: number, total: number) => `Adım ${n} / ${total}`,
    matched: (count: number) => `Projeniz ${count} ajansla eşleşti.`,
    matchedCard: (count: number) => `${count} eşleşen ajans`,
    toProjects: 'Projelerime git',
    projectsTitle: 'Projelerim',
    waiting: 'Teklif bekleniyor',
    stopped: 'Durduruldu',
    stop: 'Durdur',
    activate: 'Yeniden başlat',
    category: 'Mobil Uygulama Geliştirme',
  },
  en: {
    lang: 'en',
    budget: /Estimated budget/,
    company: 'Marmara Lojistik',
    selects: [
      [/Industry/, /Food/],
      [/Company size/, 'SME'],
      [/Employees/, '11-50 people'],
      [/Yearly turnover/, '₺10-100 million'],
      [/Business model/, 'Retail'],
      [/Province/, 'İstanbul'],
      [/District/, 'Kadıköy'],
    ],
    short: 'We need a mobile app, details to be discussed.',
    tooShort: 'Your description is too short, please share more details',
    description:
      'We want a loyalty app for our chain of stores that runs on iOS and Android. Our goal is to reach 50,000 ' +
      'active users in the first year and to increase in-store sales by ten percent. The app should include a ' +
      'digital loyalty card, campaign notifications, a store finder and an integration with our existing ERP ' +
      'system. We expect the agency to handle design, development, testing and store releases. The timeline is ' +
      'about four months, and one year of maintenance and support after launch should be part of the offer.',
    stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
    matched: (count: number) => `Your project was matched with ${count} agencies.`,
    matchedCard: (count: number) => `${count} matched agencies`,
    toProjects: 'Go to my projects',
    projectsTitle: 'My projects',
    waiting: 'Waiting for offers',
    stopped: 'Stopped',
    stop: 'Stop',
    activate: 'Reactivate',
    category: 'Mobile App Development',
  },
} as const;

const next = (page: Page) => page.getByTestId('brief-next').click();
const step = (page: Page, name: string) => page.locator(`[data-step="${name}"]`);

for (const language of ['tr', 'en'] as const) {
  const text = TEXTS[language];

  test(`a visitor sends a brief through the pop-up and manages it (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    if (language === 'en') {
      await context.addCookies([
        { name: 'language', value: 'en-TR', domain: '127.0.0.1', path: '/' },
        { name: 'country', value: 'TR', domain: '127.0.0.1', path: '/' },
      ]);
    }
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('home-cta').click();
    await expect(page).toHaveURL(/[?&]brief=1/);

    const flow = page.getByRole('dialog');
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(1, 9));
    await flow.getByTestId('brief-categories').getByRole('button', { name: text.category }).click();

    // The category's questions: the first option of each; required ones are enforced.
    await expect(step(page, 'questions')).toBeVisible();
    const radioGroups = flow.getByRole('radiogroup');
    await expect(radioGroups.first()).toBeVisible();
    for (const group of await radioGroups.all()) await group.getByRole('radio').first().check();
    for (const box of await flow.locator('.mantine-CheckboxGroup-root').all()) {
      await box.getByRole('checkbox').first().check();
    }
    await next(page);

    await expect(step(page, 'budget')).toBeVisible();
    await flow.getByRole('textbox', { name: text.budget }).fill('150000');
    for (const name of ['GeoScope', 'AudienceType', 'IsTender']) {
      await flow.locator(`input[name="${name}"]`).nth(1).check();
    }
    await next(page);

    await expect(step(page, 'company')).toBeVisible();
    await flow.locator('input[name="CompanyName"]').fill(text.company);
    for (const [label, option] of text.selects) {
      await flow
        .getByRole('textbox', { name: label })
        .or(flow.getByRole('combobox', { name: label }))
        .first()
        .click();
      await page.getByRole('option', { name: option }).first().click();
    }
    await flow.locator('input[name="IsDecisionMaker"]').first().check();
    await next(page);

    // Too short first: the warning shows and "next" stays on the description.
    await expect(step(page, 'description')).toBeVisible();
    const description = flow.locator('textarea[name="Description"]');
    await description.fill(text.short);
    await expect(flow.getByTestId('brief-warnings')).toContainText(text.tooShort);
    await next(page);
    await expect(step(page, 'description')).toBeVisible();
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await description.fill(text.description);
    await expect(flow.getByTestId('brief-warnings')).toHaveCount(0);
    await next(page);

    await expect(step(page, 'contact')).toBeVisible();
    await flow.locator('input[name="ContactPreference"]').first().check();
    await flow.locator('input[name="AvailableTime"]').nth(1).check();
    await next(page);

    await expect(step(page, 'file')).toBeVisible();
    await flow.locator('input[type="file"]').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
    });
    await expect(flow.getByTestId('brief-file-chosen')).toContainText('brief.pdf');
    await next(page);

    // Inline sign-up, then the code from the outbox; the brief is sent as soon as the code is confirmed.
    await expect(step(page, 'account')).toBeVisible();
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(8, 9));
    const phone = uniquePhone();
    await flow.locator('input[name="Name"]').fill('Ayşe');
    await flow.locator('input[name="Surname"]').fill('Yılmaz');
    await flow.locator('input[name="Email"]').fill(uniqueEmail('brief'));
    await flow.locator('input[name="Password"]').fill(PASSWORD);
    await flow.locator('input[type="tel"]').fill(phone);
    await flow.locator('input[name="IsClarificationAccepted"]').check();
    await next(page);

    await expect(step(page, 'code')).toBeVisible();
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(9, 9));
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/api\/v1\/Offer$/.test(response.url()),
    );
    const uploaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/v1\/Offer\/[^/]+\/file$/.test(response.url()),
    );
    await flow
      .getByTestId('code-input')
      .locator('input')
      .first()
      .fill(await smsCode(request, phone));
    const offer = (await (await created).json()).Data as { MatchedCount: number; OfferKey: string };
    expect((await uploaded).status()).toBe(200);

    const success = flow.getByTestId('brief-success');
    await expect(success).toBeVisible();
    await expect(success.getByTestId('brief-success-status')).toHaveText(text.waiting);
    if (offer.MatchedCount > 0) {
      await expect(success.getByTestId('brief-matched-count')).toContainText(
        text.matched(offer.MatchedCount),
      );
    }

    await success.getByRole('link', { name: text.toProjects }).click();
    await expect(page).toHaveURL(/\/client\/my-projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.projectsTitle);
    await page.waitForLoadState('networkidle');
    const card = page.getByTestId('project-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(text.company);
    await expect(card).toContainText(text.matchedCard(offer.MatchedCount));
    const status = card.getByTestId('project-status');
    await expect(status).toHaveText(text.waiting);

    const actions = card.getByTestId('project-actions');
    await actions.getByRole('button', { name: text.stop }).click();
    await expect(status).toHaveText(text.stopped);
    await actions.getByRole('button', { name: text.activate }).click();
    await expect(status).toHaveText(text.waiting);

    // The draft was cleared: opening the flow again starts afresh.
    expect(await page.evaluate(() => window.localStorage.getItem('brifa.brief-draft'))).toBeNull();
  });
}
