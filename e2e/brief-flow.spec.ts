import { type BrowserContext, expect, type Page, test } from './support/a11y-test.ts';
import { PASSWORD, smsCode, uniqueEmail, uniquePhone } from './support/api-accounts.ts';

/**
 * The question-flow pop-up against the real server: a visitor opens "get offers" on the home page, goes through
 * the five steps (a too-short description first), signs up inline with name, e-mail, phone and the code from the
 * dev outbox (no password), completes what the pop-up no longer asks on /project-complete, sets the first
 * password on /need-password, and finds the project with its matches on /client/my-projects, where it is stopped
 * and reactivated. The same flow is then done with the keyboard alone (no mouse), in both languages.
 */

const TEXTS = {
  tr: {
    lang: 'tr',
    budget: /Tahmini bütçe/,
    company: 'Deniz Gıda A.Ş.',
    sector: [/Sektör/, /Gıda/, 'Gıda'],
    city: [/^İl/, 'İstanbul', 'İstan'],
    size: 'KOBİ',
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
    sendCode: 'Doğrulama kodunu gönder',
    continue: 'Devam et',
    nextSteps: 'İki kısa adım kaldı',
    completeTitle: 'Eksik bilgileri tamamlayın',
    saveProject: 'Projeyi kaydet',
    passwordTitle: 'Şifrenizi belirleyin',
    savePassword: 'Şifremi kaydet',
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
    sector: [/Industry/, /Food/, 'Food'],
    city: [/Province/, 'İstanbul', 'İstan'],
    size: 'SME',
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
    sendCode: 'Send me the code',
    continue: 'Continue',
    nextSteps: 'Two short steps are left',
    completeTitle: 'Complete the missing information',
    saveProject: 'Save project',
    passwordTitle: 'Choose your password',
    savePassword: 'Save my password',
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
const offerCreated = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/v1\/Offer$/.test(response.url()),
  );

async function useEnglish(context: BrowserContext) {
  await context.addCookies([
    { name: 'language', value: 'en-TR', domain: '127.0.0.1', path: '/' },
    { name: 'country', value: 'TR', domain: '127.0.0.1', path: '/' },
  ]);
}

for (const language of ['tr', 'en'] as const) {
  const text = TEXTS[language];

  test(`a visitor sends a brief in five steps, completes it afterwards and manages it (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    if (language === 'en') await useEnglish(context);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('home-cta').click();
    await expect(page).toHaveURL(/[?&]brief=1/);

    const flow = page.getByRole('dialog');
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(1, 5));
    await flow.getByTestId('brief-categories').getByRole('button', { name: text.category }).click();

    // The category's questions: the first option of each; required ones are enforced.
    await expect(step(page, 'questions')).toBeVisible();
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(2, 5));
    const radioGroups = flow.getByRole('radiogroup');
    await expect(radioGroups.first()).toBeVisible();
    for (const group of await radioGroups.all()) await group.getByRole('radio').first().check();
    await next(page);

    // The project: budget and the description (too short first: the warning shows and "next" stays).
    await expect(step(page, 'project')).toBeVisible();
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(3, 5));
    await flow.getByRole('textbox', { name: text.budget }).fill('150000');
    const description = flow.locator('textarea[name="Description"]');
    await description.fill(text.short);
    await expect(flow.getByTestId('brief-warnings')).toContainText(text.tooShort);
    await next(page);
    await expect(step(page, 'project')).toBeVisible();
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toBeFocused();
    await description.fill(text.description);
    await expect(flow.getByTestId('brief-warnings')).toHaveCount(0);
    await flow.locator('input[type="file"]').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
    });
    await expect(flow.getByTestId('brief-file-chosen')).toContainText('brief.pdf');
    await next(page);

    // The company, as far as matching needs it.
    await expect(step(page, 'company')).toBeVisible();
    await flow.locator('input[name="CompanyName"]').fill(text.company);
    for (const [label, option] of [text.sector, text.city]) {
      await flow
        .getByRole('textbox', { name: label })
        .or(flow.getByRole('combobox', { name: label }))
        .first()
        .click();
      await page.getByRole('option', { name: option }).first().click();
    }
    await flow.getByRole('radio', { name: text.size, exact: true }).check();
    await flow.locator('input[name="IsDecisionMaker"]').first().check();
    await next(page);

    // Inline sign-up without a password; the code is typed on the same step and sends the brief.
    await expect(step(page, 'account')).toBeVisible();
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(5, 5));
    await expect(flow.locator('input[type="password"]')).toHaveCount(0);
    const phone = uniquePhone();
    await flow.locator('input[name="Name"]').fill('Ayşe');
    await flow.locator('input[name="Surname"]').fill('Yılmaz');
    await flow.locator('input[name="Email"]').fill(uniqueEmail('brief'));
    await flow.locator('input[type="tel"]').fill(phone);
    await flow.locator('input[name="IsClarificationAccepted"]').check();
    await flow.getByRole('button', { name: text.sendCode }).click();

    await expect(step(page, 'account')).toBeVisible();
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(5, 5));
    const created = offerCreated(page);
    const uploaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/v1\/Offer\/[^/]+\/file$/.test(response.url()),
    );
    await flow
      .getByTestId('code-input')
      .locator('input')
      .first()
      .fill(await smsCode(request, phone));
    const offer = (await (await created).json()).Data as { MatchedCount: number; MissingFields: string[] };
    expect((await uploaded).status()).toBe(200);
    expect(offer.MatchedCount).toBeGreaterThan(0);

    const success = flow.getByTestId('brief-success');
    await expect(success).toBeVisible();
    await expect(success.getByTestId('brief-success-status')).toHaveText(text.waiting);
    await expect(success.getByTestId('brief-matched-count')).toContainText(text.matched(offer.MatchedCount));

    // After submission: the success step says what comes next (what the pop-up left out, then the password).
    await expect(success).toContainText(text.nextSteps);
    await success.getByRole('link', { name: text.continue }).click();
    await expect(page).toHaveURL(/\/project-complete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.completeTitle);
    const missing = page.getByTestId('missing-fields-form');
    await expect(missing.locator('select')).toHaveCount(offer.MissingFields.length - 1);
    for (const select of await missing.locator('select').all()) await select.selectOption({ index: 1 });
    await missing.getByRole('radio').last().check();
    await missing.getByRole('button', { name: text.saveProject }).click();
    await expect(page).toHaveURL(/\/need-password$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.passwordTitle);
    await page.locator('input[name="NewPassword"]').fill(PASSWORD);
    await page.locator('input[name="Confirm"]').fill(PASSWORD);
    await page.getByRole('button', { name: text.savePassword }).click();
    // Hashing the password and the full page load that follows can take a while on a busy machine.
    await expect(page).toHaveURL(/\/client\/timeline$/, { timeout: 30_000 });

    await page.goto('/client/my-projects');
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

/**
 * Presses Tab until the focused element matches `selector` (or its label matches `label`), failing after `max`
 * presses: the way a keyboard user reaches a control.
 */
async function tabTo(page: Page, target: { selector?: string; label?: RegExp }, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      ({ selector, label }) => {
        const active = document.activeElement as HTMLElement | null;
        if (!active) return false;
        if (selector) return active.matches(selector);
        const named = active.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null;
        return !!named && new RegExp(label!).test(named);
      },
      { selector: target.selector, label: target.label?.source },
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${target.selector ?? target.label}`);
}

for (const [language, width] of [
  ['tr', 390],
  ['en', 1280],
] as const) {
  const text = TEXTS[language];

  test(`the whole brief, from the category to the matches, with the keyboard alone (${language}, ${width} px)`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    if (language === 'en') await useEnglish(context);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const keys = page.keyboard;

    await tabTo(page, { selector: '[data-testid="home-cta"]' });
    await keys.press('Enter');
    const flow = page.getByRole('dialog');
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(1, 5));
    // With nothing open inside it, Escape closes the pop-up and the focus returns to where it was opened.
    await keys.press('Escape');
    await expect(flow).toHaveCount(0);
    await expect(page.getByTestId('home-cta')).toBeFocused();
    await keys.press('Enter');
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(1, 5));

    // 1. The category.
    await tabTo(page, { selector: '[data-category="mobile"]' });
    await keys.press('Enter');
    await expect(step(page, 'questions')).toBeVisible();

    // 2. The questions: Tab into each group of choices, Space picks its first option; a failed "next" first.
    await expect(flow.getByRole('radiogroup').first()).toBeVisible();
    await tabTo(page, { selector: '[data-testid="brief-next"]' });
    await keys.press('Enter');
    await expect(flow.locator('input[type="radio"]').first()).toBeFocused();
    await keys.press('Space');
    const groups = await flow
      .locator('input[type="radio"]')
      .evaluateAll((radios) => [...new Set(radios.map((radio) => (radio as HTMLInputElement).name))]);
    for (const name of groups.slice(1)) {
      await tabTo(page, { selector: `input[type="radio"][name="${name}"]` });
      await keys.press('Space');
    }
    await tabTo(page, { selector: '[data-testid="brief-next"]' });
    await keys.press('Enter');

    // 3. The project: the budget, the date picker (Escape closes only the calendar), the description.
    await expect(step(page, 'project')).toBeVisible();
    await tabTo(page, { selector: 'input[name="BudgetTry"]' });
    await keys.type('150000');
    await tabTo(page, { label: /başlangıç tarihi|start date/i });
    await expect(page.locator('.mantine-Popover-dropdown')).toBeVisible();
    await keys.press('Escape');
    await expect(page.locator('.mantine-Popover-dropdown')).toHaveCount(0);
    await expect(flow).toBeVisible();
    await expect(step(page, 'project')).toBeVisible();
    await tabTo(page, { selector: 'textarea[name="Description"]' });
    await keys.insertText(text.description);
    await tabTo(page, { selector: '[data-testid="brief-next"]' });
    await keys.press('Enter');

    // 4. The company: type to filter a list, Enter picks; arrows move within a group of choices.
    await expect(step(page, 'company')).toBeVisible();
    await tabTo(page, { selector: 'input[name="CompanyName"]' });
    await keys.type(text.company);
    await keys.press('Tab');
    await keys.type(text.sector[2]);
    await expect(page.getByRole('option', { name: text.sector[1] }).first()).toBeVisible();
    await keys.press('Enter');
    await keys.press('Tab');
    await keys.type(text.city[2]);
    await expect(page.getByRole('option', { name: text.city[1] }).first()).toBeVisible();
    // Escape inside the list closes the list, not the pop-up.
    await keys.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(step(page, 'company')).toBeVisible();
    await keys.press('ArrowDown');
    await expect(page.getByRole('option', { name: text.city[1] }).first()).toBeVisible();
    await keys.press('Enter');
    await tabTo(page, { selector: 'input[name="CompanySize"]' });
    await keys.press('ArrowRight');
    await expect(flow.getByRole('radio', { name: text.size, exact: true })).toBeChecked();
    await tabTo(page, { selector: 'input[name="IsDecisionMaker"]' });
    await keys.press('Space');
    await tabTo(page, { selector: '[data-testid="brief-next"]' });
    await keys.press('Enter');

    // 5. The account and the code.
    await expect(step(page, 'account')).toBeVisible();
    await expect(flow.getByTestId('brief-progress')).toHaveText(text.stepOf(5, 5));
    const phone = uniquePhone();
    await tabTo(page, { selector: 'input[name="Name"]' });
    await keys.type('Ayşe');
    await keys.press('Tab');
    await keys.type('Yılmaz');
    await keys.press('Tab');
    await keys.type(uniqueEmail('keyboard'));
    await tabTo(page, { selector: 'input[type="tel"]' });
    await keys.type(phone);
    await tabTo(page, { selector: 'input[name="IsClarificationAccepted"]' });
    await keys.press('Space');
    await tabTo(page, { selector: '[data-testid="brief-next"]' });
    await keys.press('Enter');
    const firstBox = flow.getByTestId('code-input').locator('input').first();
    await expect(firstBox).toBeFocused();
    const created = offerCreated(page);
    await keys.type(await smsCode(request, phone));
    const offer = (await (await created).json()).Data as { MatchedCount: number };
    expect(offer.MatchedCount).toBeGreaterThan(0);

    // The matches, and the way on, still by keyboard.
    const success = flow.getByTestId('brief-success');
    await expect(success.getByTestId('brief-matched-count')).toContainText(text.matched(offer.MatchedCount));
    await tabTo(page, { selector: 'a[href="/client/my-projects"]' });
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/project-complete$/);
  });
}
