import {
  PRODUCT_COVER,
  type TLocale,
  type TProductDetail,
  ZProductDraft,
  ZProductPublish,
} from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { parseBody } from '../../../platform/validate.ts';
import { storePublicImage } from '../../files/images.ts';
import { readMultipart } from '../../files/uploads.ts';
import { memberProvider } from '../../identity/accounts/providers.service.ts';
import { agenciesErrors } from '../agencies.errors.ts';
import { afterProfileChange } from '../profile/after-profile-change.ts';
import {
  findProduct,
  findPublishedProduct,
  insertProduct,
  listProducts,
  ownWorkIds,
  softDeleteProduct,
  type TProductRow,
  type TProductValues,
  updateProduct,
  workTitles,
} from './products.repo.ts';

type TCall = { deps: TDeps; userId: number; locale: TLocale };

export function productView(row: TProductRow): TProductDetail {
  return {
    Id: row.id,
    Status: row.status,
    ProductCategoryId: row.productCategoryId,
    Title: row.title,
    Detail: row.detail,
    Tiers: row.tiers.map((tier) => ({
      Tier: tier.tier,
      Price: tier.priceKurus === null ? null : String(tier.priceKurus / 100),
      Lines: tier.lines.map((line) => ({
        Title: line.title,
        Description: line.description,
        Type: line.type,
      })),
    })),
    PaymentType: row.paymentType,
    Currency: row.currency,
    RecurringPeriodMonths: row.recurringPeriodMonths,
    CoverSrc: row.coverSrc,
    Tags: row.tags,
    PortfolioIds: row.portfolioIds,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A step's body as stored: any step saves what it has (a draft); `Publish: true` checks every rule of the spec
 * and publishes. A published product that is saved again is checked again, so it never becomes incomplete.
 */
async function valuesOf(call: TCall, providerId: number, raw: unknown, current: TProductRow | undefined) {
  const draft = parseBody(ZProductDraft, raw, call.locale);
  const publish = draft.Publish || current?.status === 'published';
  const body = publish ? parseBody(ZProductPublish, raw, call.locale) : draft;
  if (publish && !current?.coverSrc) throw agenciesErrors.productCoverRequired();
  const works = await ownWorkIds(call.deps.db, providerId, body.PortfolioIds);
  if (body.PortfolioIds.some((id) => !works.has(id))) throw commonErrors.validationFailed(['PortfolioIds']);
  const values: TProductValues = {
    productCategoryId: body.ProductCategoryId ?? null,
    title: body.Title,
    detail: body.Detail,
    tiers: body.Tiers.map((tier) => ({
      tier: tier.Tier,
      priceKurus: tier.Price === null ? null : Number(tier.Price) * 100,
      lines: tier.Lines.filter((line) => line.Title.trim()).map((line) => ({
        title: line.Title,
        description: line.Description,
        type: line.Type,
      })),
    })),
    paymentType: body.PaymentType ?? null,
    currency: body.Currency,
    recurringPeriodMonths: body.PaymentType === 'monthly' ? (body.RecurringPeriodMonths ?? null) : null,
    tags: body.Tags,
    portfolioIds: body.PortfolioIds,
    status: publish ? 'published' : 'draft',
  };
  return values;
}

/** GET Product/setting-page: the agency's products, drafts and published. */
export async function agencyProducts(call: TCall) {
  const provider = await memberProvider(call.deps, call.userId);
  return (await listProducts(call.deps.db, provider.id)).map(productView);
}

/** GET Product/edit-page/{id}: one product and the works it may link to. */
export async function productEditPage(call: TCall, id: number) {
  const provider = await memberProvider(call.deps, call.userId);
  const row = await findProduct(call.deps.db, provider.id, id);
  if (!row) throw agenciesErrors.productNotFound();
  return { Product: productView(row), PortfolioWorks: await workTitles(call.deps.db, provider.id) };
}

/** POST Product: the first step creates a draft. */
export async function createProduct(call: TCall, raw: unknown) {
  const provider = await memberProvider(call.deps, call.userId);
  const values = await valuesOf(call, provider.id, { ...(raw as object), Publish: false }, undefined);
  return productView(await insertProduct(call.deps.db, provider.id, values, call.deps.clock.now()));
}

/** PUT Product/{id}: saves a step, or publishes with `Publish: true`. */
export async function saveProduct(call: TCall, id: number, raw: unknown) {
  const provider = await memberProvider(call.deps, call.userId);
  const current = await findProduct(call.deps.db, provider.id, id);
  if (!current) throw agenciesErrors.productNotFound();
  const values = await valuesOf(call, provider.id, raw, current);
  const row = await updateProduct(call.deps.db, provider.id, id, values, call.deps.clock.now());
  if (!row) throw agenciesErrors.productNotFound();
  if (row.status === 'published') await afterProfileChange(call.deps, provider.id);
  return productView(row);
}

export async function deleteProduct(call: TCall, id: number) {
  const provider = await memberProvider(call.deps, call.userId);
  if (!(await softDeleteProduct(call.deps.db, provider.id, id, call.deps.clock.now())))
    throw agenciesErrors.productNotFound();
  await afterProfileChange(call.deps, provider.id);
  return agencyProducts(call);
}

/** POST Product/{id}/cover: a JPEG or PNG of 16:9 (a 4:3 image is refused), stored as a 1280x720 WebP. */
export async function uploadProductCover(call: TCall, id: number, request: FastifyRequest) {
  const provider = await memberProvider(call.deps, call.userId);
  if (!(await findProduct(call.deps.db, provider.id, id))) throw agenciesErrors.productNotFound();
  const { files } = await readMultipart(request, { maxFiles: 1 });
  const file = files[0];
  if (!file) throw commonErrors.validationFailed(['File']);
  const coverSrc = await storePublicImage(call.deps, {
    body: file.body,
    folder: `products/${provider.id}`,
    name: 'cover',
    variant: PRODUCT_COVER,
    rule: { ratio: { width: 16, height: 9 } },
  });
  const row = await updateProduct(call.deps.db, provider.id, id, { coverSrc }, call.deps.clock.now());
  return productView(row!);
}

/** GET ProductSearch/detail-v2/{id}: a published product for everyone; drafts and deleted ones are not found. */
export async function publicProduct(deps: Pick<TDeps, 'db'>, id: number) {
  const found = await findPublishedProduct(deps.db, id);
  if (!found) throw agenciesErrors.productNotFound();
  return {
    ...productView(found.product),
    Agency: { Slug: found.agency.slug, Name: found.agency.name, LogoSrc: found.agency.logoSrc },
  };
}
