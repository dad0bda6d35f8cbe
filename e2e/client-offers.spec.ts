import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { body, registerClient } from './support/api-accounts.ts';

/**
 * The client's view of its matched agencies against the real server: a client's brief is matched with the demo
 * agencies by the matching engine (POST Offer), then the client opens an agency's offer, shortlists it and
 * records the agreement; the other agencies then read "agreed with another agency".
 */

async function signIn(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'auth_token', value: token, domain: '127.0.0.1', path: '/' }]);
}

type TQuestion = { Key: string; AnswerType: string; Options: Array<{ Key: string }> };

const DESCRIPTION =
  'Zincir mağazalarımız için iOS ve Android üzerinde çalışacak bir sadakat uygulaması istiyoruz. ' +
  'Hedefimiz ilk yıl içinde 50.000 aktif kullanıcıya ulaşmak ve mağaza içi satışları yüzde on artırmak. ' +
  'Uygulama; dijital sadakat kartı, kampanya bildirimleri, mağaza bulucu ve mevcut ERP sistemimizle ' +
  'entegrasyon içermeli. Tasarım, geliştirme, test ve mağazalara yayın süreçlerinin tamamını ajanstan ' +
  'bekliyoruz. Proje takvimi yaklaşık dört ay, bütçe aralığımız brifte belirtildiği gibidir. Yayından sonra ' +
  'bir yıllık bakım ve destek de teklife dahil edilmeli.';

async function createProject(request: APIRequestContext, token: string) {
  const questions = await body<TQuestion[]>(await request.get('/api/v1/Expertises/questions/3'));
  const answers = Object.fromEntries(
    questions.Data.map((q) => [
      q.Key,
      q.AnswerType === 'text'
        ? 'Sadakat kartı'
        : q.AnswerType === 'single'
          ? q.Options[0]!.Key
          : [q.Options[0]!.Key],
    ]),
  );
  const answer = await body<{ OfferKey: string; MatchedCount: number }>(
    await request.post('/api/v1/Offer', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        CategoryId: 3,
        Answers: answers,
        BudgetTry: '750000',
        StartDate: '2027-01-15',
        CompanyName: 'Moda Kahve',
        SectorId: 8,
        CompanySize: 'sme',
        EmployeeCount: '51-200',
        CityId: 34,
        DistrictId: 34023,
        IsDecisionMaker: true,
        Description: DESCRIPTION,
        ContactPreference: 'phone',
        AvailableTime: 'afternoon',
        AudienceType: 'b2c',
        GeoScope: 'national',
        BusinessType: 'retail',
        Turnover: '10m_100m',
        IsTender: false,
      },
    }),
  );
  expect(answer.IsSuccessful, answer.Message).toBe(true);
  return answer.Data;
}

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
    test.skip(project.MatchedCount < 2, 'the demo agencies did not match this brief');
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
    await expect(page.getByTestId('match-card').nth(1)).toContainText('Başka ajansla anlaşıldı');

    await page.getByRole('link', { name: 'Ayrıntılar' }).click();
    await expect(page.getByTestId('project-status')).toHaveText('Anlaşıldı');
    await expect(page.getByTestId('metric-matched')).toContainText(String(matched));
    await expect(page.getByTestId('brief-description')).toContainText('sadakat uygulaması');
  });
});
