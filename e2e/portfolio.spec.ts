import sharp from 'sharp';
import { expect, test } from './support/a11y-test.ts';
import { signIn } from './support/api-accounts.ts';
import { demoAgencyBySlug, demoOwnerToken } from './support/api-agencies.ts';

/**
 * A demo agency owner adds a portfolio work with a photo through the editor, in Turkish and English: the
 * first save shows the rules (too few skills) beside the field and keeps everything typed; the second saves
 * and the work is listed, then shows in the public profile's portfolio. The agencies offer no mobile
 * services, so no other spec signs their owners in.
 */
const TEXT = {
  tr: {
    language: 'tr',
    agency: 'zirve-arama',
    profile: '/ajans/',
    title: 'İş ekle',
    field: {
      title: 'İşin adı',
      company: 'Müşteri şirket',
      category: 'Kategori',
      categoryOption: 'Arama Motoru Optimizasyonu (SEO)',
      expertises: 'Uzmanlık alanları',
      sector: 'Müşterinin sektörü',
      scope: 'Coğrafi kapsam',
      scopeOption: 'Ulusal',
      audience: 'Hedef kitle',
      audienceOption: 'Şirketler (B2B)',
      start: 'Başlangıç',
      ongoing: 'Devam ediyor',
      skills: 'Yetkinlikler (en az 3)',
      tags: 'Etiketler (en az 3)',
      story: ['Giriş', 'Zorluklar', 'Çözüm', 'Etki'],
    },
    atLeastThree: 'En az 3 tane ekleyin.',
    saved: 'Portföy işi kaydedildi.',
    portfolioTab: /^Portföy/,
  },
  en: {
    language: 'en',
    agency: 'kadraj-film',
    profile: '/agency/',
    title: 'Add a work',
    field: {
      title: 'Name of the work',
      company: 'Client company',
      category: 'Category',
      categoryOption: 'Video & Film Production',
      expertises: 'Areas of expertise',
      sector: 'Client’s industry',
      scope: 'Geographic scope',
      scopeOption: 'National',
      audience: 'Audience',
      audienceOption: 'Businesses (B2B)',
      start: 'Start',
      ongoing: 'Still ongoing',
      skills: 'Skills (at least 3)',
      tags: 'Tags (at least 3)',
      story: ['Introduction', 'Challenges', 'Solution', 'Impact'],
    },
    atLeastThree: 'Add at least 3.',
    saved: 'The portfolio work was saved.',
    portfolioTab: /^Portfolio/,
  },
} as const;

for (const text of Object.values(TEXT)) {
  test(`an agency adds a portfolio work with a photo (${text.language})`, async ({
    page,
    context,
    request,
  }) => {
    const owner = demoAgencyBySlug(text.agency);
    if (!owner) throw new Error(`no demo agency ${text.agency}`);
    await signIn(context, await demoOwnerToken(request, owner.email), text.language);
    const title = `E2E work ${text.language} ${Date.now()}`;
    const f = text.field;

    await page.goto('/provider/settings/portfolio');
    await page.getByTestId('add-work').click();
    await expect(page).toHaveURL(/\/provider\/settings\/portfolio\/new$/);
    await page.getByRole('textbox', { name: f.title, exact: true }).fill(title);
    await page.getByRole('textbox', { name: f.company, exact: true }).fill('Atlas Lojistik');
    const choose = async (label: string, option?: string) => {
      await page.getByRole('combobox', { name: label, exact: true }).click();
      const options = page.getByRole('option', option ? { name: option, exact: true } : undefined);
      await options.first().click();
      await page.keyboard.press('Escape');
    };
    await choose(f.category, f.categoryOption);
    await page.getByRole('combobox', { name: f.expertises }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('upload-photo').click(),
    ]);
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1864ab' } })
      .png()
      .toBuffer();
    await chooser.setFiles({ name: 'work.png', mimeType: 'image/png', buffer: photo });
    await expect(page.locator('img[src*="/files/public/portfolio/"]')).toHaveCount(1);
    await choose(f.sector);
    await choose(f.scope, f.scopeOption);
    await choose(f.audience, f.audienceOption);
    await page.getByRole('textbox', { name: f.start, exact: true }).fill('2025-02-01');
    await page.getByLabel(f.ongoing).check();
    for (const label of f.story) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(`${label}: `.padEnd(120, 'x'));
    }
    const tags = (label: string, values: string[]) => async () => {
      const input = page.getByRole('combobox', { name: label });
      for (const value of values) {
        await input.fill(value);
        await input.press('Enter');
      }
    };
    await tags(f.skills, ['Kurgu', 'Renk düzenleme'])();
    await tags(f.tags, ['lojistik', 'tanıtım', 'video'])();
    await page.getByTestId('save-work').click();
    await expect(page.getByText(text.atLeastThree)).toBeVisible();
    await expect(page.getByRole('textbox', { name: f.title, exact: true })).toHaveValue(title);

    await tags(f.skills, ['Senaryo'])();
    await page.getByTestId('save-work').click();
    await expect(page).toHaveURL(/\/provider\/settings\/portfolio$/);
    await expect(page.getByTestId('portfolio-item').filter({ hasText: title })).toBeVisible();
    const shots = process.env.PORTFOLIO_SHOTS; // a folder: screenshots of both screens, desktop and phone
    if (shots) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/provider/settings/portfolio');
        await page.screenshot({ path: `${shots}/list-${text.language}-${width}.png`, fullPage: true });
        await page.getByTestId('portfolio-item').filter({ hasText: title }).getByRole('link').click();
        await expect(page.getByTestId('portfolio-photo')).toHaveCount(1);
        await page.screenshot({ path: `${shots}/editor-${text.language}-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await page.goto(`${text.profile}${owner.slug}`);
    await page.getByRole('tab', { name: text.portfolioTab }).click();
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await expect(page.getByRole('dialog').getByTestId('portfolio-work')).toContainText('Atlas Lojistik');
  });
}
