import {
  CREDIT_REPORT_HISTORY,
  CREDIT_REPORT_HOURS,
  creditBandOf,
  maskIdentityNumber,
  type TCreditReport,
  type ZCreditReportRequest,
} from '@brifa/contracts';
import type { z } from 'zod';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { findUserById } from '../../identity/users/users.service.ts';
import { growthErrors } from '../growth.errors.ts';
import '../growth.events.ts';
import {
  answerReport,
  countAttempt,
  findCreditReport,
  insertCreditReport,
  listPendingReports,
  listReportsOfUser,
  noteLate,
} from './credit-reports.repo.ts';
import type { TCreditReportRow } from './credit-reports.table.ts';
import { decryptPersonal, encryptPersonal } from './identity-crypto.ts';

const HOUR_MS = 3600_000;
const JOB_BATCH = 50;

function view(row: TCreditReportRow): TCreditReport {
  return {
    Id: row.id,
    Status: row.status,
    IdentityNumberMasked: row.identityNumberMasked,
    Score: row.score,
    Band: row.score === null ? null : creditBandOf(row.score),
    RequestedAt: row.requestedAt.toISOString(),
    AnswerBy: row.answerBy.toISOString(),
    AnsweredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/**
 * POST CreditReport: the applicant's own code-verified phone only (decisions.md "Issue 21: credit report"); the
 * identity number and birth date are sealed before they reach the table. The bureau is asked at once; an answer
 * that does not come is asked for again by the job, and chased by an operator after the hour.
 */
export async function requestCreditReport(
  deps: TDeps,
  userId: number,
  input: z.output<typeof ZCreditReportRequest>,
): Promise<TCreditReport> {
  const user = await findUserById(deps.db, userId);
  if (!user?.isPhoneVerified || user.cellPhone !== input.Phone)
    throw growthErrors.creditReportPhoneUnverified();
  const now = deps.clock.now();
  const row = await insertCreditReport(deps.db, {
    userId,
    identityNumberEncrypted: encryptPersonal(deps, input.IdentityNumber),
    identityNumberMasked: maskIdentityNumber(input.IdentityNumber),
    birthDateEncrypted: encryptPersonal(deps, input.BirthDate),
    phone: input.Phone,
    requestedAt: now,
    answerBy: new Date(now.getTime() + CREDIT_REPORT_HOURS * HOUR_MS),
  });
  return view((await askBureau(deps, row)) ?? row);
}

export async function getCreditReport(
  deps: Pick<TDeps, 'db'>,
  userId: number,
  id: number,
): Promise<TCreditReport> {
  const row = await findCreditReport(deps.db, id);
  if (!row || row.userId !== userId) throw growthErrors.creditReportNotFound();
  return view(row);
}

/** GET CreditReport: the caller's own reports, newest first. */
export async function listCreditReports(deps: Pick<TDeps, 'db'>, userId: number): Promise<TCreditReport[]> {
  return (await listReportsOfUser(deps.db, userId, CREDIT_REPORT_HISTORY)).map(view);
}

async function askBureau(deps: TDeps, row: TCreditReportRow): Promise<TCreditReportRow | undefined> {
  const answer = await deps.adapters.creditBureau.query({
    identityNumber: decryptPersonal(deps, row.identityNumberEncrypted),
    birthDate: decryptPersonal(deps, row.birthDateEncrypted),
    phone: row.phone,
  });
  if (!answer) {
    await countAttempt(deps.db, row.id, row.attempts + 1);
    return undefined;
  }
  await answerReport(deps.db, row.id, answer.score, deps.clock.now());
  return findCreditReport(deps.db, row.id);
}

/**
 * The job (every few minutes): asks the bureau again for every pending report; one still unanswered past its
 * hour becomes an operator queue item, once.
 */
export async function runCreditReportJob(deps: TDeps): Promise<{ answered: number; late: number }> {
  let answered = 0;
  let late = 0;
  for (const row of await listPendingReports(deps.db, JOB_BATCH)) {
    if (await askBureau(deps, row)) {
      answered += 1;
      continue;
    }
    if (row.lateNotedAt) continue;
    const now = deps.clock.now();
    if (row.answerBy > now) continue;
    await deps.db.transaction(async (tx) => {
      const txDeps = { ...deps, db: tx };
      if (!(await noteLate(tx, row.id, now))) return;
      await emit(txDeps, 'growth.credit_report_late', {
        report: { id: row.id, userId: row.userId, requestedAt: row.requestedAt },
      });
      late += 1;
    });
  }
  return { answered, late };
}
