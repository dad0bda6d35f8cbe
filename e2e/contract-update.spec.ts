import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/a11y-test.ts';
import { registerAgency, registerClient, signIn } from './support/api-accounts.ts';

/**
 * Issue 20 item 8, the contract-update prompt, in both languages (English at 390 px): a client whose accepted
 * terms of use, or an agency owner whose accepted contract, is older than the version in force sees a prompt on
 * every signed-in page that Escape does not close, accepts it by keyboard, and it stays gone after a reload. The
 * older acceptance is set through the development route POST /api/dev/contract-versions/accepted.
 */

const OLD_VERSION = '2020-01-01';

const CASES = [
  {
    locale: 'tr',
    cookie: 'tr-TR',
    termsTitle: 'Kullanım Şartları güncellendi',
    contractTitle: 'Sözleşme ve Kurallar güncellendi',
    terms: { name: 'Kullanım Şartları', href: '/kullanim-sartlari' },
    contract: { name: 'Sözleşme ve Kurallar', href: '/sozlesme-ve-kurallar' },
    changes: 'Neler değişti?',
    accept: 'Okudum, kabul ediyorum',
    done: 'Kabulünüz kaydedildi.',
  },
  {
    locale: 'en',
    cookie: 'en-TR',
    termsTitle: 'Our Terms of Use have changed',
    contractTitle: 'Our Contract and Rules have changed',
    terms: { name: 'Terms of Use', href: '/terms-of-use' },
    contract: { name: 'Contract and Rules', href: '/contract-and-rules' },
    changes: 'What changed?',
    accept: 'I have read and accept it',
    done: 'Your acceptance is saved.',
  },
] as const;

async function acceptedEarlier(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/dev/contract-versions/accepted', {
    data: { Email: email, Version: OLD_VERSION },
  });
  expect(answer.status()).toBe(200);
}

/** The prompt is on the page, Escape and a click outside leave it there, and focus stays inside it. */
async function expectUndismissable(page: Page, title: string) {
  const prompt = page.getByRole('dialog', { name: title });
  await expect(prompt).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(prompt).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await prompt.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  return prompt;
}

for (const c of CASES) {
  test.describe(`contract-update prompt (${c.locale})`, () => {
    // Two pages, a reload and the sign-up on a machine shared with other runs.
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      if (c.locale === 'en') await page.setViewportSize({ width: 390, height: 844 });
    });

    test('a client accepts the newer terms of use once, on any page', async ({ page, context, request }) => {
      const client = await registerClient(request);
      await acceptedEarlier(request, client.email);
      await signIn(context, client.token, c.cookie);

      for (const path of ['/client/my-projects', '/client/setting']) {
        await page.goto(path);
        // Hydrated first: the server-rendered prompt would ignore keys and clicks before then anyway.
        await page.waitForLoadState('networkidle');
        await expectUndismissable(page, c.termsTitle);
      }
      const prompt = page.getByRole('dialog', { name: c.termsTitle });
      await expect(prompt.getByText(c.changes)).toBeVisible();
      const link = prompt.getByRole('link', { name: c.terms.name });
      await expect(link).toHaveAttribute('href', c.terms.href);
      await expect(link).toHaveAttribute('target', '_blank');

      const accept = prompt.getByRole('button', { name: c.accept });
      await accept.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(c.done)).toBeVisible();
      await expect(prompt).toBeHidden();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('an agency owner accepts the newer contract and rules', async ({ page, context, request }) => {
      const agency = await registerAgency(request, `contract-${c.locale}`);
      await acceptedEarlier(request, agency.email);
      await signIn(context, agency.token, c.cookie);

      for (const path of ['/provider/offers', '/provider/projects']) {
        await page.goto(path);
        // Hydrated first: the server-rendered prompt would ignore keys and clicks before then anyway.
        await page.waitForLoadState('networkidle');
        await expectUndismissable(page, c.contractTitle);
      }
      const prompt = page.getByRole('dialog', { name: c.contractTitle });
      await expect(prompt.getByRole('link', { name: c.contract.name })).toHaveAttribute(
        'href',
        c.contract.href,
      );
      await prompt.getByRole('button', { name: c.accept }).click();
      await expect(prompt).toBeHidden();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
