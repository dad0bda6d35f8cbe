import {
  REFERENCE_LOGO_MIN_PX,
  REFERENCES_PER_UPLOAD,
  type TLocale,
  type TReference,
} from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../platform/api-error.ts';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { checkImage, storePublicImage } from '../../files/images.ts';
import { readMultipart } from '../../files/uploads.ts';
import { memberProvider } from '../../identity/accounts/providers.service.ts';
import { agenciesErrors } from '../agencies.errors.ts';
import { afterProfileChange } from '../profile/after-profile-change.ts';
import { deleteReference, insertReferences, listReferences, updateReference } from './references.repo.ts';

const LOGO_RULE = {
  ratio: { width: 1, height: 1 },
  minWidth: REFERENCE_LOGO_MIN_PX,
  minHeight: REFERENCE_LOGO_MIN_PX,
};

export async function agencyReferences(deps: TDeps, userId: number): Promise<TReference[]> {
  const provider = await memberProvider(deps, userId);
  const rows = await listReferences(deps.db, provider.id);
  return rows.map((row) => ({ Id: row.id, LogoSrc: row.logoSrc, CompanyName: row.companyName }));
}

/**
 * POST Reference: 1 to 10 client logos at once (`File` parts; an optional `CompanyName` part names them when
 * there is one file). All or nothing: every file is checked before any is stored, and a refusal names the file.
 */
export async function addReferences(deps: TDeps, userId: number, request: FastifyRequest, locale: TLocale) {
  const provider = await memberProvider(deps, userId);
  const { files, fields } = await readMultipart(request, { maxFiles: REFERENCES_PER_UPLOAD });
  if (files.length === 0) throw commonErrors.validationFailed(['File']);
  for (const file of files) {
    try {
      await checkImage(file.body, LOGO_RULE);
    } catch (error) {
      if (error instanceof ApiError) {
        throw agenciesErrors.referenceLogoRejected(error.code, file.fileName, locale);
      }
      throw error;
    }
  }
  const stored = [];
  for (const file of files) {
    const logoSrc = await storePublicImage(deps, {
      body: file.body,
      folder: `references/${provider.id}`,
      name: 'reference',
      variant: { width: 200, height: 200 },
      rule: LOGO_RULE,
    });
    const name = files.length === 1 ? (fields.CompanyName ?? '').trim().slice(0, 120) : '';
    stored.push({ logoSrc, companyName: name || file.fileName.replace(/\.[^.]*$/, '').slice(0, 120) });
  }
  await insertReferences(deps.db, provider.id, stored);
  await afterProfileChange(deps, provider.id);
  return agencyReferences(deps, userId);
}

export async function renameReference(deps: TDeps, userId: number, id: number, companyName: string) {
  const provider = await memberProvider(deps, userId);
  if (!(await updateReference(deps.db, provider.id, id, companyName)))
    throw agenciesErrors.referenceNotFound();
  return agencyReferences(deps, userId);
}

export async function removeReference(deps: TDeps, userId: number, id: number) {
  const provider = await memberProvider(deps, userId);
  if (!(await deleteReference(deps.db, provider.id, id))) throw agenciesErrors.referenceNotFound();
  await afterProfileChange(deps, provider.id);
  return agencyReferences(deps, userId);
}
