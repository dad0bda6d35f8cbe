import { expect, type Page, test } from './support/a11y-test.ts';
import { registerAgency, signIn } from './support/api-accounts.ts';

/**
 * Agency match settings and opportunity preferences against the real server, in both languages: a save the
 * rules refuse (message beside the field) and a save that succeeds (notice, and the value after a reload).
 */

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.waitForLoadState('networkidle');
}

const TEXTS = {
  tr: {
    cookie: 'tr-TR',
    title: 'Eşleşme ayarları',
    save: 'Kaydet',
    saved: 'Değişiklikler başarıyla kaydedildi.',
    regionRequired: 'En az bir çalışma bölgesi seçin.',
    technologiesMin: 'En az 5 teknoloji seçin.',
    mobileMin: 'Mobil yazılım minimum fiyatı en az 7.000 TL olmalı.',
    price: 'Mobil yazılım minimum fiyatı (TL)',
    region: 'Ege',
    preferences: 'Fırsat tercihleri',
    budgetOnly: 'Yalnızca bütçesi belirli projeler',
    savePreferences: 'Tercihleri kaydet',
  },
  en: {
    cookie: 'en-TR',
    title: 'Match settings',
    save: 'Save',
    saved: 'Changes saved successfully.',
    regionRequired: 'Choose at least one work area (region).',
    technologiesMin: 'Choose at least 5 technologies.',
    mobileMin: 'The mobile software minimum price must be at least 7,000 TL.',
    price: 'Mobile software minimum price (TL)',
    region: 'Aegean',
    preferences: 'Opportunity preferences',
    budgetOnly: 'Only projects with a defined budget',
    savePreferences: 'Save preferences',
  },
} as const;

for (const [locale, text] of Object.entries(TEXTS)) {
  test.describe(`match settings (${locale})`, () => {
    test('refuses a broken rule beside its field, then saves the work area', async ({
      page,
      context,
      request,
    }) => {
      const agency = await registerAgency(request, 'match');
      await signIn(context, agency.token, text.cookie);
      await open(page, '/provider/settings/match', text.title);

      const technologies = page.getByTestId('match-technologies');
      await technologies.getByRole('button', { name: text.save }).click();
      await expect(technologies.getByText(text.technologiesMin)).toBeVisible();

      const workArea = page.getByTestId('match-work-area');
      await workArea.getByRole('button', { name: text.save }).click();
      await expect(workArea.getByText(text.regionRequired)).toBeVisible();

      await workArea.getByRole('checkbox', { name: text.region }).check();
      await workArea.getByRole('textbox', { name: text.price }).fill('500');
      await workArea.getByRole('button', { name: text.save }).click();
      await expect(workArea.getByText(text.mobileMin)).toBeVisible();

      await workArea.getByRole('textbox', { name: text.price }).fill('9000');
      await workArea.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved)).toBeVisible();

      await open(page, '/provider/settings/match', text.title);
      const reloaded = page.getByTestId('match-work-area');
      await expect(reloaded.getByRole('checkbox', { name: text.region })).toBeChecked();
      await expect(reloaded.getByRole('textbox', { name: text.price })).toHaveValue('9000');
    });

    test('saves an opportunity preference from the user menu', async ({ page, context, request }) => {
      const agency = await registerAgency(request, 'match');
      await signIn(context, agency.token, text.cookie);
      await open(page, '/provider/settings/match', text.title);
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: text.preferences }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.preferences);
      await page.waitForLoadState('networkidle');

      const budgetOnly = page.getByRole('switch', { name: text.budgetOnly });
      await expect(budgetOnly).not.toBeChecked();
      await budgetOnly.check({ force: true });
      await page.getByRole('button', { name: text.savePreferences }).click();
      await expect(page.getByText(text.saved)).toBeVisible();

      await page.reload();
      await expect(page.getByRole('switch', { name: text.budgetOnly })).toBeChecked();
    });
  });
}
