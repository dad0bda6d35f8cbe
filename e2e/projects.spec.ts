import { expect, type Page, test } from './support/a11y-test.ts';
import { registerClient, signIn } from './support/api-accounts.ts';
import { createProject } from './support/api-projects.ts';

/**
 * The client's projects (timeline and /client/my-projects) against the real server: a client and a project are
 * created through the API, then the client stops, reactivates and closes it in the browser.
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('client projects', () => {
  test('a client stops, reactivates and finally closes a project', async ({ page, context, request }) => {
    const client = await registerClient(request);
    await createProject(request, client.token, { CompanyName: 'Deniz Gıda A.Ş.' });
    await signIn(context, client.token);
    await open(page, '/client/my-projects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projelerim');

    const card = page.getByTestId('project-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Mobil Uygulama Geliştirme');
    await expect(card).toContainText('Deniz Gıda A.Ş.');
    const status = card.getByTestId('project-status');
    await expect(status).toHaveText('Teklif bekleniyor');
    await expect(card).toContainText('teklifler 24 saat içinde gelir');
    const actions = card.getByTestId('project-actions');

    await actions.getByRole('button', { name: 'Durdur' }).click();
    await expect(status).toHaveText('Durduruldu');
    await expect(actions.getByRole('button', { name: 'Durdur' })).toHaveCount(0);

    await actions.getByRole('button', { name: 'Yeniden başlat' }).click();
    await expect(status).toHaveText('Teklif bekleniyor');

    await actions.getByRole('button', { name: 'Projeyi kapat' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('kapatmak kalıcıdır');
    await dialog.getByRole('button', { name: 'Evet, kapat' }).click();
    await expect(status).toHaveText('Kapatıldı');
    await expect(card).toContainText('Kapatılan projeler yeniden açılamaz.');
    for (const name of ['Durdur', 'Yeniden başlat', 'Projeyi kapat']) {
      await expect(actions.getByRole('button', { name })).toHaveCount(0);
    }

    await page.reload();
    await expect(page.getByTestId('project-status')).toHaveText('Kapatıldı');
  });

  test('the English timeline lists the latest project and links to all of them', async ({
    page,
    context,
    request,
  }) => {
    const client = await registerClient(request);
    await createProject(request, client.token, { CompanyName: 'Marmara Lojistik' });
    await signIn(context, client.token);
    await context.addCookies([
      { name: 'language', value: 'en-TR', domain: '127.0.0.1', path: '/' },
      { name: 'country', value: 'TR', domain: '127.0.0.1', path: '/' },
    ]);
    await open(page, '/client/timeline');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const latest = page.getByTestId('timeline-projects');
    await expect(latest.getByRole('heading', { name: 'Your latest projects' })).toBeVisible();
    await expect(latest.getByTestId('project-card')).toContainText('Marmara Lojistik');
    await expect(latest.getByTestId('project-status')).toHaveText('Waiting for offers');
    await expect(page.getByTestId('timeline-empty')).toHaveCount(0);
    await latest.getByRole('link', { name: 'All my projects' }).click();
    await expect(page).toHaveURL(/\/client\/my-projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My projects');
  });
});
