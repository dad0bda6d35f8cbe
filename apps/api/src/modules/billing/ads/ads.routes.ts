import { AD_IMAGE_PX, AD_SLOTS, adsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { commonErrors } from '../../../platform/common.errors.ts';
import { depsOf } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import '../billing.events.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { storePublicImage } from '../../files/images.ts';
import { readMultipart } from '../../files/uploads.ts';
import { memberProvider } from '../../identity/accounts/providers.service.ts';
import { adsErrors } from '../../ledger/subscriptions/ads.errors.ts';
import {
  categoryAds,
  claimEliteAd,
  eliteAdClaimState,
  expireAd,
  featuredAds,
  freeAdSlots,
  listAds,
} from '../../ledger/subscriptions/subscriptions.service.ts';
import { basketItemsOfKind } from '../payments/basket-items.ts';
import { checkAdChoices } from '../payments/handlers/advertisement.handler.ts';

const tags = ['advertising'];

/** Advertising (issue 19 item 6): the agency's ads, their images, the slots free, a category's live ads. */
export async function adsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getAdvertisementSubscription,
    { tags, summary: "The agency's ads, latest ending first" },
    async (request) => {
      const deps = depsOf(app);
      const provider = await memberProvider(deps, authOf(request).userId);
      return ok(request, { Items: await listAds(deps.db, provider.id, deps.clock.now()) });
    },
  );

  route(
    app,
    endpoints.postAdvertisementSubscriptionExpire,
    { tags, summary: 'Ends an ad now (Now: true) or at its period end' },
    async (request) => {
      const deps = depsOf(app);
      const provider = await memberProvider(deps, authOf(request).userId);
      const ended = await deps.db.transaction(async (tx) => {
        const txDeps = { ...deps, db: tx };
        const ad = await expireAd(tx, {
          providerId: provider.id,
          id: request.body.Id,
          atOnce: request.body.Now,
          now: deps.clock.now(),
        });
        await emit(txDeps, 'billing.ad_ended', { providerId: provider.id });
        return ad;
      });
      return ok(request, ended);
    },
  );

  route(
    app,
    endpoints.postAdvertisementSubscriptionImage,
    { tags, summary: 'The ad image: a square JPEG or PNG of at least 1000x1000, stored as 1000x1000 WebP' },
    async (request) => {
      const deps = depsOf(app);
      const provider = await memberProvider(deps, authOf(request).userId);
      const { files } = await readMultipart(request, { maxFiles: 1 });
      const file = files[0];
      if (!file) throw commonErrors.validationFailed(['File']);
      const src = await storePublicImage(deps, {
        body: file.body,
        folder: `ads/${provider.id}`,
        name: 'ad',
        variant: { width: AD_IMAGE_PX, height: AD_IMAGE_PX },
        rule: { ratio: { width: 1, height: 1 }, minWidth: AD_IMAGE_PX, minHeight: AD_IMAGE_PX },
      });
      return ok(request, { ImageUrl: src });
    },
  );

  route(
    app,
    endpoints.getAdvertisementBasketItems,
    { tags, summary: 'The ad items with the free slots of their type now' },
    async (request) => {
      const deps = depsOf(app);
      const free = await freeAdSlots(deps.db, deps.clock.now());
      return ok(request, {
        Items: basketItemsOfKind('advertisement').map((item) => ({
          ...item,
          FreeSlots: free[item.Plan as keyof typeof free] ?? 0,
          TotalSlots: AD_SLOTS[item.Plan as keyof typeof AD_SLOTS] ?? 0,
        })),
      });
    },
  );

  route(
    app,
    endpoints.getAdvertisementFeatured,
    { tags, summary: 'The live agency of the month and spotlight ads, labelled sponsored (public)' },
    async (request) => {
      const deps = depsOf(app);
      return ok(request, await featuredAds(deps.db, deps.clock.now()));
    },
  );

  route(
    app,
    endpoints.getAdvertisementCategoriesByCategory,
    { tags, summary: 'The live category page ads of a category, labelled sponsored (public)' },
    async (request) => {
      const deps = depsOf(app);
      return ok(request, await categoryAds(deps.db, request.query.CategoryId, deps.clock.now()));
    },
  );

  route(
    app,
    endpoints.getAdvertisementEliteClaim,
    { tags, summary: "Whether the live Elite package's included advertising is still to claim" },
    async (request) => {
      const deps = depsOf(app);
      const provider = await memberProvider(deps, authOf(request).userId);
      return ok(request, await eliteAdClaimState(deps.db, provider.id, deps.clock.now()));
    },
  );

  route(
    app,
    endpoints.postAdvertisementEliteClaim,
    {
      tags,
      summary:
        "Claims the live Elite package's included months of advertising (the paid ad's choices, no payment)",
    },
    async (request) => {
      const deps = depsOf(app);
      const provider = await memberProvider(deps, authOf(request).userId);
      const body = request.body;
      const claimState = await eliteAdClaimState(deps.db, provider.id, deps.clock.now());
      if (claimState.PackageSubscriptionId === null) throw adsErrors.eliteClaimNotElite();
      if (!claimState.Claimable) throw adsErrors.eliteClaimUsed();
      await checkAdChoices(deps, provider.id, {
        type: body.Type,
        acceptTerms: body.AcceptTerms,
        imageUrl: body.AdImageUrl,
        adCategoryId: body.AdCategoryId,
      });
      const ad = await deps.db.transaction(async (tx) => {
        const claimed = await claimEliteAd(tx, {
          providerId: provider.id,
          type: body.Type,
          adCategoryId: body.Type === 'category_top' ? (body.AdCategoryId ?? null) : null,
          imageUrl: body.AdImageUrl!,
          now: deps.clock.now(),
        });
        await emit({ ...deps, db: tx }, 'billing.ad_claimed', { providerId: provider.id });
        return claimed;
      });
      return ok(request, ad);
    },
  );
}
