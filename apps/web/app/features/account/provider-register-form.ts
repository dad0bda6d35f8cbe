import {
  fieldMessage,
  isValidTckn,
  isValidVkn,
  type LEGAL_SUFFIXES,
  type LEGAL_TYPES,
  type TEAM_SIZE_FILTERS,
  type TLocale,
  TURKEY_COUNTRY_ID,
  titleMatchesSuffix,
  ZProviderRegister,
} from '@brifa/contracts';
import { checkForm, isEmptyValue, type TFieldErrors } from '../../lib/form-errors.ts';

export type TLegalType = (typeof LEGAL_TYPES)[number];
export type TLegalSuffixValue = (typeof LEGAL_SUFFIXES)[number];
export type TTeamSize = (typeof TEAM_SIZE_FILTERS)[number];

/** The agency registration form as typed (selects hold strings; the schema coerces on submit). */
export type TProviderRegisterForm = {
  Name: string;
  Surname: string;
  Email: string;
  Password: string;
  CellPhoneNumber: string;
  CompanyNickName: string;
  LegalType: TLegalType;
  LegalSuffix: TLegalSuffixValue | null;
  CompanyTitle: string;
  TaxNumber: string;
  TaxOffice: string;
  CountryId: number;
  CityId: string | null;
  DistrictId: string | null;
  Address: string;
  Website: string;
  Phone: string;
  ContactEmail: string;
  TeamSize: TTeamSize | null;
  FoundedYear: string;
  IsClarificationAccepted: boolean;
};

export const EMPTY_PROVIDER_FORM: TProviderRegisterForm = {
  Name: '',
  Surname: '',
  Email: '',
  Password: '',
  CellPhoneNumber: '',
  CompanyNickName: '',
  LegalType: 'legal_entity',
  LegalSuffix: null,
  CompanyTitle: '',
  TaxNumber: '',
  TaxOffice: '',
  CountryId: TURKEY_COUNTRY_ID,
  CityId: null,
  DistrictId: null,
  Address: '',
  Website: '',
  Phone: '',
  ContactEmail: '',
  TeamSize: null,
  FoundedYear: '',
  IsClarificationAccepted: false,
};

/** Step 1 is the person's account, step 2 the agency and its legal details. */
export const PROVIDER_STEPS = [
  ['Name', 'Surname', 'Email', 'Password', 'CellPhoneNumber'],
  [
    'CompanyNickName',
    'LegalType',
    'LegalSuffix',
    'CompanyTitle',
    'TaxNumber',
    'TaxOffice',
    'CountryId',
    'CityId',
    'DistrictId',
    'Address',
    'Website',
    'Phone',
    'ContactEmail',
    'TeamSize',
    'FoundedYear',
    'IsClarificationAccepted',
  ],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof TProviderRegisterForm>>;

/** Which step shows a field (0 or 1), or -1. */
export function stepOfField(field: string): number {
  return PROVIDER_STEPS.findIndex((fields) => (fields as readonly string[]).includes(field));
}

/**
 * The legal checks of ZProviderRegister. The schema runs them only once every other field is valid; the form
 * runs them always, so a wrong tax number shows at the same time as an empty address.
 */
function legalErrors(values: TProviderRegisterForm, locale: TLocale): TFieldErrors {
  const errors: TFieldErrors = {};
  const taxNumber = values.TaxNumber.trim();
  if (values.LegalType === 'legal_entity') {
    if (!values.LegalSuffix) errors.LegalSuffix = fieldMessage('legalSuffix', locale);
    else if (
      !isEmptyValue(values.CompanyTitle) &&
      !titleMatchesSuffix(values.CompanyTitle, values.LegalSuffix)
    ) {
      errors.CompanyTitle = fieldMessage('companyTitle', locale);
    }
    if (taxNumber && !isValidVkn(taxNumber)) errors.TaxNumber = fieldMessage('vkn', locale);
  } else if (taxNumber && !isValidTckn(taxNumber)) {
    errors.TaxNumber = fieldMessage('tckn', locale);
  }
  return errors;
}

function formPayload(values: TProviderRegisterForm) {
  return {
    ...values,
    LegalSuffix: values.LegalType === 'legal_entity' ? values.LegalSuffix : null,
    // Empty selects are "missing", not the number 0.
    CityId: values.CityId ?? undefined,
    DistrictId: values.DistrictId ?? undefined,
    TeamSize: values.TeamSize ?? undefined,
    FoundedYear: values.FoundedYear.trim() === '' ? undefined : values.FoundedYear,
  };
}

/** Every field message of the whole form, in the API's words. */
export function providerRegisterErrors(values: TProviderRegisterForm, locale: TLocale): TFieldErrors {
  const checked = checkForm(ZProviderRegister, formPayload(values), locale);
  const schemaErrors = checked.ok ? {} : checked.errors;
  return { ...legalErrors(values, locale), ...schemaErrors };
}

/** The messages of one step's fields; moving on needs none. */
export function providerStepErrors(
  step: number,
  values: TProviderRegisterForm,
  locale: TLocale,
): TFieldErrors {
  const fields = (PROVIDER_STEPS[step] ?? []) as readonly string[];
  const all = providerRegisterErrors(values, locale);
  return Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field)));
}

/** The request body of POST provider/register, or the messages that stop it. */
export function providerRegisterBody(values: TProviderRegisterForm, locale: TLocale) {
  const checked = checkForm(ZProviderRegister, formPayload(values), locale);
  if (!checked.ok)
    return { ok: false as const, errors: { ...legalErrors(values, locale), ...checked.errors } };
  return { ok: true as const, data: checked.data };
}
