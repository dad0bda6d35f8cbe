import { eq } from 'drizzle-orm';
import { insertAgreement } from '../../modules/briefs/agreements/agreements.repo.ts';
import { matchedProviders } from '../../modules/briefs/matching/matching.table.ts';
import { offers } from '../../modules/briefs/offers/offers.table.ts';
import { openCommissionPlan } from '../../modules/ledger/commissions/commissions.service.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { TDb } from '../../platform/db.ts';
import { sectors } from '../schema.ts';
import type { TDemoPlanAgency } from './demo.ts';
import { DEMO_CLIENTS } from './demo-clients.ts';

const DAY_MS = 86_400_000;

/**
 * The earlier commission model in the demo (issue 20, item 5): two projects created before 14 October 2024, each
 * agreed monthly with a demo agency that signs in from the README, with their commission plans opened through
 * the ledger's own `openCommissionPlan`. Kodhane's agreement was confirmed a month and five days ago, so its first
 * piece is overdue (the debt notice, /need-to-pay, the opportunity block); Pikselhane's ten days ago, so its
 * pieces are all ahead (/premium/comission-pays). No quotes: the won-with-a-quote history stays as it is.
 * Each plan hangs on its agreement record, verified by an operator when the deal moved over from the earlier
 * model (no documents were asked then; its won refund was settled under that model, so nothing is pending).
 */
export async function seedDemoCommissions(
  tx: TDb,
  agencies: readonly TDemoPlanAgency[],
  userIds: ReadonlyMap<string, number>,
  clientEmails: readonly string[],
  providerIds: ReadonlyMap<string, number>,
  now: Date,
) {
  const [sector] = await tx.select({ id: sectors.id }).from(sectors).limit(1);
  const deals = [
    {
      agency: agencies[1]!,
      client: 3,
      key: 'kodhane2024komisyon',
      createdAt: new Date('2024-08-19T08:30:00Z'),
      confirmedAt: new Date(now.getTime() - 35 * DAY_MS),
      monthlyKurus: 18_000_00,
    },
    {
      agency: agencies[0]!,
      client: 5,
      key: 'pikselhane2024komisyon',
      createdAt: new Date('2024-09-24T11:00:00Z'),
      confirmedAt: new Date(now.getTime() - 10 * DAY_MS),
      monthlyKurus: 24_000_00,
    },
  ];
  for (const deal of deals) {
    const client = DEMO_CLIENTS[deal.client % DEMO_CLIENTS.length]!;
    const service = deal.agency.services[0]!;
    const providerId = providerIds.get(deal.agency.provider.slug)!;
    const [offer] = await tx
      .insert(offers)
      .values({
        key: deal.key,
        userId: userIds.get(clientEmails[deal.client % clientEmails.length]!)!,
        categoryId: service.categoryId,
        answers: {},
        budgetTry: Math.round(deal.monthlyKurus / 100),
        companyName: client.company,
        sectorId: sector!.id,
        companySize: 'sme',
        employeeCount: '11-50',
        cityId: deal.agency.provider.cityId,
        isDecisionMaker: true,
        description: `${client.company} için aylık ${service.name.toLocaleLowerCase('tr')} hizmeti. Her ay düzenli içerik, raporlama ve toplantı bekliyoruz; sözleşme aylık ücret üzerinden yapılacak.`,
        contactPreference: 'platform',
        availableTime: 'anytime',
        briefScore: 82,
        state: 'agreed',
        createdAt: deal.createdAt,
        windowEndsAt: new Date(deal.createdAt.getTime() + DAY_MS),
        closedAt: new Date(deal.createdAt.getTime() + 5 * DAY_MS),
      })
      .returning({ id: offers.id, key: offers.key });
    const [match] = await tx
      .insert(matchedProviders)
      .values({
        offerId: offer!.id,
        providerId,
        source: 'engine',
        status: 'responded' as const,
        score: 0.88,
        reasons: [],
        createdAt: deal.createdAt,
        respondBy: new Date(deal.createdAt.getTime() + DAY_MS),
        respondedAt: new Date(deal.createdAt.getTime() + 3 * 3_600_000),
        accessAt: new Date(deal.createdAt.getTime() + 2 * 3_600_000),
        accessSource: 'pool' as const,
        providerViewedAt: new Date(deal.createdAt.getTime() + 2 * 3_600_000),
        clientSeenAt: new Date(deal.createdAt.getTime() + DAY_MS),
        clientMark: 'contacted' as const,
      })
      .returning({ id: matchedProviders.id });
    await tx.update(offers).set({ agreedMatchId: match!.id }).where(eq(offers.id, offer!.id));
    const agreement = await insertAgreement(tx, {
      offerId: offer!.id,
      matchId: match!.id,
      providerId,
      clientUserId: userIds.get(clientEmails[deal.client % clientEmails.length]!)!,
      status: 'verified',
      amountKurus: deal.monthlyKurus,
      period: 'monthly',
      months: 12,
      reviewNote: 'Önceki komisyon modelinden aktarıldı; belge istenmedi.',
      confirmedAt: deal.confirmedAt,
      verifiedAt: deal.confirmedAt,
      createdAt: new Date(deal.createdAt.getTime() + 5 * DAY_MS),
      updatedAt: deal.confirmedAt,
    });
    await openCommissionPlan(
      { db: tx, clock: fixedClock(deal.confirmedAt) },
      {
        agreementId: agreement!.id,
        providerId,
        offerId: offer!.id,
        offerKey: offer!.key,
        matchId: match!.id,
        projectCreatedAt: deal.createdAt,
        period: 'monthly',
        amountKurus: deal.monthlyKurus,
        months: 12,
        confirmedAt: deal.confirmedAt,
      },
    );
  }
}
