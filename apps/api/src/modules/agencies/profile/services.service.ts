import type { TService, TServiceList, ZServiceBody } from '@brifa/contracts';
import type { z } from 'zod';
import { commonErrors } from '../../../platform/common.errors.ts';
import { uniqueViolation } from '../../../platform/db-errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { categoryExists } from '../../catalogue/catalogue.service.ts';
import { memberProvider } from '../../identity/accounts/providers.service.ts';
import { hasActiveSubscription } from '../../ledger/subscriptions/subscriptions.service.ts';
import { agenciesErrors } from '../agencies.errors.ts';
import { afterProfileChange } from './after-profile-change.ts';
import {
  deleteService,
  insertService,
  listServices,
  type TServiceRow,
  type TServiceValues,
  updateService,
} from './services.repo.ts';

type TCall = { deps: TDeps; userId: number };
type TBody = z.output<typeof ZServiceBody>;

function view(row: TServiceRow): TService {
  return {
    Id: row.id,
    CategoryId: row.categoryId,
    Name: row.name,
    Price: row.priceKurus === null ? null : String(row.priceKurus / 100),
    Skills: row.skills,
    Description: row.description,
    Level: row.level,
  };
}

async function valuesOf(call: TCall, body: TBody): Promise<TServiceValues> {
  if (!(await categoryExists(call.deps.db, body.CategoryId))) {
    throw commonErrors.validationFailed(['CategoryId']);
  }
  return {
    categoryId: body.CategoryId,
    name: body.Name,
    priceKurus: body.Price === null ? null : Number(body.Price) * 100,
    skills: body.Skills,
    description: body.Description,
    level: body.Level,
  };
}

const duplicate = (error: unknown) => {
  if (uniqueViolation(error)) throw agenciesErrors.serviceDuplicate();
  throw error;
};

/** GET Service: the agency's services, and whether it may add one (an active subscription). */
export async function agencyServices(call: TCall): Promise<TServiceList> {
  const provider = await memberProvider(call.deps, call.userId);
  const [rows, canAdd] = await Promise.all([
    listServices(call.deps.db, provider.id),
    hasActiveSubscription(call.deps.db, provider.id, call.deps.clock.now()),
  ]);
  return { Items: rows.map(view), CanAdd: canAdd };
}

/** POST Service: adding a service needs an active category or package subscription (spec section 6). */
export async function addService(call: TCall, body: TBody): Promise<TService> {
  const provider = await memberProvider(call.deps, call.userId);
  const now = call.deps.clock.now();
  if (!(await hasActiveSubscription(call.deps.db, provider.id, now)))
    throw agenciesErrors.serviceNeedsSubscription();
  const row = await insertService(call.deps.db, provider.id, await valuesOf(call, body), now).catch(
    duplicate,
  );
  await afterProfileChange(call.deps, provider.id);
  return view(row);
}

/** PUT Service/{id}: editing an existing service needs no subscription. */
export async function changeService(call: TCall, id: number, body: TBody): Promise<TService> {
  const provider = await memberProvider(call.deps, call.userId);
  const row = await updateService(
    call.deps.db,
    provider.id,
    id,
    await valuesOf(call, body),
    call.deps.clock.now(),
  ).catch(duplicate);
  if (!row) throw agenciesErrors.serviceNotFound();
  await afterProfileChange(call.deps, provider.id);
  return view(row);
}

export async function removeService(call: TCall, id: number): Promise<TServiceList> {
  const provider = await memberProvider(call.deps, call.userId);
  if (!(await deleteService(call.deps.db, provider.id, id))) throw agenciesErrors.serviceNotFound();
  await afterProfileChange(call.deps, provider.id);
  return agencyServices(call);
}
