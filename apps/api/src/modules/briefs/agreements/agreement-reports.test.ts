import { noticeLine, type TNotification } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParties, grantTestAccess } from '../../../../test/conversations.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { api } from '../../../../test/opportunities.ts';
import { offers } from '../offers/offers.table.ts';

/**
 * Issue 20: "the agency reports agreed and the client confirms" is the second way into an agreement. The
 * agency's "agreed" feedback asks the client once; the client's won mark opens the agreement, its "no" closes
 * the question for good.
 */
let t: TTestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  t = await buildTestApp();
  call = api(t.app);
});
afterAll(() => t.close());

async function parties(options: { access: boolean }) {
  const p = await conversationParties(t.app, t.database.db, t.clock.now());
  if (options.access) await grantTestAccess(t.database.db, p.match.id, t.clock.now());
  return p;
}

const feedback = (token: string, matchId: number, Code: string, Sentiment = 'positive') =>
  call.send('PUT', `MatchedProvider/${matchId}/feedback`, token, {
    Sentiment,
    Code,
    Note: Code === 'other' ? 'Görüşüyoruz' : '',
  });

async function clientView(token: string, matchId: number) {
  const res = await call.get(`MatchedProvider/${matchId}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data.Match as { AgencyReportsAgreed: boolean; IsWon: boolean; CanWin: boolean };
}

async function reportNotices(token: string) {
  const items = (await call.get('Notification', token)).json().Data.Items as TNotification[];
  return items.filter((item) => item.Kind === 'agreement_reported');
}

describe('the agency reports “we agreed”', () => {
  it('asks the client once; the client’s “yes” is the won mark and opens the agreement', async () => {
    const p = await parties({ access: true });
    expect((await clientView(p.client.token, p.match.id)).AgencyReportsAgreed).toBe(false);
    expect((await feedback(p.member.token, p.match.id, 'agreed')).statusCode).toBe(200);
    // Saving the same answer again asks nothing more.
    expect((await feedback(p.agency.token, p.match.id, 'agreed')).statusCode).toBe(200);

    expect(await clientView(p.client.token, p.match.id)).toMatchObject({
      AgencyReportsAgreed: true,
      CanWin: true,
    });
    const list = (await call.get(`offer/${p.offer.OfferKey}/matches`, p.client.token)).json().Data;
    expect(list.Items[0]).toMatchObject({ Id: p.match.id, AgencyReportsAgreed: true });
    const notices = await reportNotices(p.client.token);
    expect(notices).toHaveLength(1);
    expect(noticeLine(notices[0]!.Kind, notices[0]!.Params, 'en')).toMatch(
      /reports that you agreed on your .+ project/,
    );
    expect(notices[0]!.Link).toBe(`/client/projects/${p.offer.OfferKey}/offers`);

    const won = await call.send('POST', `MatchedProvider/${p.match.id}/won`, p.client.token);
    expect(won.json().Data).toMatchObject({ IsWon: true, AgencyReportsAgreed: false });
    const agreements = (await call.get('AgreementDocument', p.agency.token)).json().Data.Items as {
      MatchedProviderId: number;
      Status: string;
      ProjectTitle: string;
    }[];
    const mine = agreements.find((a) => a.MatchedProviderId === p.match.id)!;
    expect(mine.Status).toBe('awaiting_documents');
    // Lists name the project by its category and the other side (the agency has access: the client's company).
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.id, p.offer.Id));
    expect(mine.ProjectTitle).toMatch(new RegExp(` · ${offer!.companyName}$`));
    const clientSide = (await call.get('AgreementDocument', p.client.token)).json().Data.Items[0];
    expect(clientSide.ProjectTitle).toMatch(/ · .+/);
    expect(clientSide.ProjectTitle).not.toContain(offer!.companyName);
  });

  it('asks nothing while the agency has no access to the brief', async () => {
    const p = await parties({ access: false });
    expect((await feedback(p.agency.token, p.match.id, 'agreed')).statusCode).toBe(200);
    expect((await clientView(p.client.token, p.match.id)).AgencyReportsAgreed).toBe(false);
    expect(await reportNotices(p.client.token)).toHaveLength(0);
  });

  it('closes the question for good on the client’s “no”: the agency cannot ask again', async () => {
    const p = await parties({ access: true });
    await feedback(p.agency.token, p.match.id, 'agreed');
    // Only the brief's client answers the question.
    const stranger = await call.send(
      'POST',
      `MatchedProvider/${p.match.id}/agreement-report/decline`,
      p.outsiderClient.token,
    );
    expect(stranger.statusCode).toBe(404);
    const byAgency = await call.send(
      'POST',
      `MatchedProvider/${p.match.id}/agreement-report/decline`,
      p.agency.token,
    );
    expect(byAgency.statusCode).toBe(404);

    const declined = await call.send(
      'POST',
      `MatchedProvider/${p.match.id}/agreement-report/decline`,
      p.client.token,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().Data).toMatchObject({ AgencyReportsAgreed: false, IsWon: false, CanWin: true });

    await feedback(p.agency.token, p.match.id, 'other');
    await feedback(p.agency.token, p.match.id, 'agreed');
    expect((await clientView(p.client.token, p.match.id)).AgencyReportsAgreed).toBe(false);
    expect(await reportNotices(p.client.token)).toHaveLength(1);
    // The agency keeps its own answer.
    const opportunity = (await call.get(`offer/${p.offer.OfferKey}/for-provider`, p.agency.token)).json()
      .Data;
    expect(opportunity.Feedback).toMatchObject({ Sentiment: 'positive', Code: 'agreed' });
  });
});
