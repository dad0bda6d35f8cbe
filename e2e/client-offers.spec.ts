import { expect, type Page, test } from './support/a11y-test.ts';
import { registerClient, signIn } from './support/api-accounts.ts';
import { createProject } from './support/api-projects.ts';

/**
 * The client's view of its matched agencies against the real server: a client's brief is matched with the demo
 * agencies by the matching engine (POST Offer), then the client opens an agency's offer, shortlists it and
 * records the agreement; the other agencies then read "agreed with another agency".
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const count = (page: Page, filter: string) => page.getByTestId(`count-${filter}`);

test.describe('client offers', () => {
  test('a client opens an agency’s offer, shortlists it and records the agreement', async ({
    page,
    context,
    request,
  }) => {
    const client = await registerClient(request);
    const project = await createProject(request, client.token);
    expect(project.MatchedCount, 'the engine matches the demo agencies').toBeGreaterThanOrEqual(2);
    const matched = project.MatchedCount;
    await signIn(context, client.token);

    await open(page, '/client/my-projects');
    await page.getByRole('link', { name: 'Teklifleri gör' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/projects/${project.OfferKey}/offers`));
    await expect(page.getByTestId('match-card')).toHaveCount(matched);
    await expect(count(page, 'new')).toHaveText(String(matched));
    await expect(count(page, 'all')).toHaveText(String(matched));
    await page.waitForLoadState('networkidle');

    const first = page.getByTestId('match-card').first();
    const name = (await first.getByTestId('agency-name').textContent()) ?? '';
    await first.click();
    const detail = page.getByTestId('match-detail');
    await expect(detail.getByRole('heading', { name })).toBeVisible();
    await expect(detail).toContainText('Eşleşme nedenleri');
    await expect(detail).toContainText('Henüz teklif yok');
    // Opening it moved it from "new" to "not reviewed".
    await expect(count(page, 'new')).toHaveText(String(matched - 1));
    await expect(count(page, 'not_reviewed')).toHaveText('1');

    await detail.getByRole('button', { name: /Takip listesine ekle/ }).click();
    await expect(detail.getByRole('button', { name: /Takip listesinden çıkar/ })).toBeVisible();
    await expect(count(page, 'watchlist')).toHaveText('1');

    await detail.getByRole('button', { name: 'Bu ajansla anlaştık' }).click();
    const confirm = page.getByRole('dialog', { name: `${name} ile anlaştınız mı?` });
    await expect(confirm).toContainText('Diğer eşleşen ajanslara başka bir ajansla anlaştığınız bildirilir.');
    await confirm.getByRole('button', { name: 'Evet, anlaştık' }).click();
    await expect(detail).toContainText('Bu ajansla anlaştınız');
    await expect(count(page, 'won')).toHaveText('1');
    await expect(page.getByTestId('match-card').nth(1).getByTestId('match-status')).toHaveText(
      'Başka ajansla anlaştınız',
    );

    await page.getByRole('link', { name: 'Ayrıntılar' }).click();
    await expect(page.getByTestId('project-status')).toHaveText('Anlaşıldı');
    await expect(page.getByTestId('metric-matched')).toContainText(String(matched));
    await expect(page.getByTestId('brief-description')).toContainText('sadakat uygulaması');
  });
});
