import { REFERENCE_LOGO_MIN_PX, type TComment, type TLocale, ZCommentFields } from '@brifa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDeps } from '../../../platform/deps.ts';
import { parseBody } from '../../../platform/validate.ts';
import { storePublicImage } from '../../files/images.ts';
import { readMultipart } from '../../files/uploads.ts';
import { memberProvider } from '../../identity/accounts/providers.service.ts';
import { agenciesErrors } from '../agencies.errors.ts';
import { afterProfileChange } from '../profile/after-profile-change.ts';
import { providerComments } from './references.table.ts';

type TCall = { deps: TDeps; userId: number; locale: TLocale };
const LOGO_RULE = {
  ratio: { width: 1, height: 1 },
  minWidth: REFERENCE_LOGO_MIN_PX,
  minHeight: REFERENCE_LOGO_MIN_PX,
};

function view(row: typeof providerComments.$inferSelect): TComment {
  return {
    Id: row.id,
    CustomerLogoSrc: row.customerLogoSrc,
    CustomerName: row.customerName,
    AuthorName: row.authorName,
    AuthorTitle: row.authorTitle,
    Text: row.text,
  };
}

/** GET Comment: the agency's testimonials, newest first. */
export async function agencyComments(call: Pick<TCall, 'deps' | 'userId'>): Promise<TComment[]> {
  const provider = await memberProvider(call.deps, call.userId);
  const rows = await call.deps.db
    .select()
    .from(providerComments)
    .where(eq(providerComments.providerId, provider.id))
    .orderBy(desc(providerComments.createdAt), desc(providerComments.id));
  return rows.map(view);
}

/** The multipart form of a testimonial: its fields, and the customer's logo (stored like a reference logo). */
async function readComment(call: TCall, providerId: number, request: FastifyRequest) {
  const { files, fields } = await readMultipart(request, { maxFiles: 1 });
  const values = parseBody(ZCommentFields, fields, call.locale);
  const file = files[0];
  const logoSrc = file
    ? await storePublicImage(call.deps, {
        body: file.body,
        folder: `comments/${providerId}`,
        name: 'customer',
        variant: { width: 200, height: 200 },
        rule: LOGO_RULE,
      })
    : null;
  return {
    customerName: values.CustomerName,
    authorName: values.AuthorName,
    authorTitle: values.AuthorTitle,
    text: values.Text,
    logoSrc,
  };
}

/** POST Comment: a testimonial needs the customer's logo (rules.md section 5). */
export async function addComment(call: TCall, request: FastifyRequest) {
  const provider = await memberProvider(call.deps, call.userId);
  const { logoSrc, ...values } = await readComment(call, provider.id, request);
  if (!logoSrc) throw agenciesErrors.commentLogoRequired();
  const now = call.deps.clock.now();
  await call.deps.db
    .insert(providerComments)
    .values({ ...values, providerId: provider.id, customerLogoSrc: logoSrc, createdAt: now, updatedAt: now });
  await afterProfileChange(call.deps, provider.id);
  return agencyComments(call);
}

/** PUT Comment/{id}: the same form; the logo stays unless a new one comes. */
export async function changeComment(call: TCall, id: number, request: FastifyRequest) {
  const provider = await memberProvider(call.deps, call.userId);
  const { logoSrc, ...values } = await readComment(call, provider.id, request);
  const rows = await call.deps.db
    .update(providerComments)
    .set({ ...values, ...(logoSrc ? { customerLogoSrc: logoSrc } : {}), updatedAt: call.deps.clock.now() })
    .where(and(eq(providerComments.id, id), eq(providerComments.providerId, provider.id)))
    .returning({ id: providerComments.id });
  if (rows.length === 0) throw agenciesErrors.commentNotFound();
  return agencyComments(call);
}

export async function removeComment(call: TCall, id: number) {
  const provider = await memberProvider(call.deps, call.userId);
  const rows = await call.deps.db
    .delete(providerComments)
    .where(and(eq(providerComments.id, id), eq(providerComments.providerId, provider.id)))
    .returning({ id: providerComments.id });
  if (rows.length === 0) throw agenciesErrors.commentNotFound();
  await afterProfileChange(call.deps, provider.id);
  return agencyComments(call);
}
