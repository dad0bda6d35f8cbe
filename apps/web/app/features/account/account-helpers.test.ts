import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatCountdown,
  formatPhoneInput,
  normaliseWebsite,
  searchKey,
  secondsUntil,
} from '../../lib/input-format.ts';
import { accountPath } from '../../lib/public-paths.ts';
import { pendingApprovals } from './provider-approval.ts';
import {
  EMPTY_PROVIDER_FORM,
  providerRegisterBody,
  providerStepErrors,
  stepOfField,
  type TProviderRegisterForm,
} from './provider-register-form.ts';

describe('the phone field', () => {
  it('keeps digits only, groups them and stops at ten', () => {
    expect(formatPhoneInput('5321234567')).toBe('532 123 45 67');
    expect(formatPhoneInput('532-123 45 67 89')).toBe('532 123 45 67');
    expect(formatPhoneInput('53a2')).toBe('532');
    expect(formatPhoneInput('')).toBe('');
  });

  it('drops the leading 0 and a pasted country code, since the field already shows +90', () => {
    expect(formatPhoneInput('0532 123 45 67')).toBe('532 123 45 67');
    expect(formatPhoneInput('+90 532 123 45 67')).toBe('532 123 45 67');
    expect(formatPhoneInput('905321234567')).toBe('532 123 45 67');
    expect(formatPhoneInput('00905321234567')).toBe('532 123 45 67');
  });
});

describe('input helpers', () => {
  it('keeps digits for numbers and years', () => {
    expect(digitsOnly('45 40-53a6920', 10)).toBe('4540536920');
    expect(digitsOnly('20245', 4)).toBe('2024');
  });

  it('adds https:// to a bare website and leaves a full one alone', () => {
    expect(normaliseWebsite(' ornek.com.tr ')).toBe('https://ornek.com.tr');
    expect(normaliseWebsite('http://ornek.com')).toBe('http://ornek.com');
    expect(normaliseWebsite('')).toBe('');
  });

  it('counts down in minutes and seconds', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(secondsUntil(null, 1000)).toBe(0);
    expect(secondsUntil(11_000, 1000)).toBe(10);
    expect(secondsUntil(500, 1000)).toBe(0);
  });

  it('searches places regardless of case and Turkish letters', () => {
    expect(searchKey('İstanbul')).toBe('istanbul');
    expect(searchKey('IĞDIR')).toBe('igdir');
    expect(searchKey('Şişli')).toBe('sisli');
    expect(searchKey('Çankaya')).toContain('cank');
  });

  it('builds account paths in the reader language with a return path', () => {
    expect(accountPath('login', 'tr')).toBe('/giris');
    expect(accountPath('register', 'en')).toBe('/register');
    expect(accountPath('login', 'en', '/client/setting?tab=1')).toBe(
      '/login?returnUrl=%2Fclient%2Fsetting%3Ftab%3D1',
    );
  });
});

describe('agency registration form', () => {
  const account: Partial<TProviderRegisterForm> = {
    Name: 'Can',
    Surname: 'Demir',
    Email: 'can@ornekajans.com',
    Password: 'çok-güvenli-1',
    CellPhoneNumber: '532 123 45 67',
  };
  const agency: Partial<TProviderRegisterForm> = {
    CompanyNickName: 'Örnek Ajans',
    LegalType: 'legal_entity',
    LegalSuffix: 'LTD',
    CompanyTitle: 'Örnek Dijital Reklam Ltd. Şti.',
    TaxNumber: '4540536920',
    TaxOffice: 'Kadıköy',
    CityId: '34',
    DistrictId: '34023',
    Address: 'Caferağa Mah. Moda Cad. No: 1',
    Website: 'https://ornekajans.com',
    Phone: '0216 123 45 67',
    ContactEmail: 'merhaba@ornekajans.com',
    TeamSize: '5-10',
    FoundedYear: '2015',
    IsClarificationAccepted: true,
  };

  it('checks step 1 on its own', () => {
    const errors = providerStepErrors(0, { ...EMPTY_PROVIDER_FORM, Name: 'Can' }, 'en');
    expect(Object.keys(errors).sort()).toEqual(['CellPhoneNumber', 'Email', 'Password', 'Surname']);
    expect(providerStepErrors(0, { ...EMPTY_PROVIDER_FORM, ...account }, 'en')).toEqual({});
  });

  it('shows legal mistakes together with empty fields on step 2', () => {
    const errors = providerStepErrors(
      1,
      {
        ...EMPTY_PROVIDER_FORM,
        ...account,
        LegalSuffix: null,
        TaxNumber: '1234567891',
        CompanyNickName: 'X Ajans',
      },
      'en',
    );
    expect(errors.LegalSuffix).toBe('Choose the company type: A.Ş. or LTD.');
    expect(errors.TaxNumber).toBe('Enter a valid tax number (10 digits).');
    expect(errors.Address).toBe('This field is required.');
    expect(errors.TeamSize).toBe('This field is required.');
    expect(errors.FoundedYear).toBe('This field is required.');
    expect(errors.Name).toBeUndefined();
  });

  it('wants the legal suffix at the end of the title and a T.C. number for a real person', () => {
    const wrongTitle = providerStepErrors(
      1,
      { ...EMPTY_PROVIDER_FORM, ...account, ...agency, CompanyTitle: 'Örnek Dijital' },
      'tr',
    );
    expect(wrongTitle.CompanyTitle).toMatch(/unvan/);
    const person = providerStepErrors(
      1,
      {
        ...EMPTY_PROVIDER_FORM,
        ...account,
        ...agency,
        LegalType: 'real_person',
        LegalSuffix: null,
        CompanyTitle: 'Can Demir',
        TaxNumber: '4540536920',
      },
      'en',
    );
    expect(person.TaxNumber).toBe('Enter a valid Turkish identity number (11 digits).');
    expect(person.LegalSuffix).toBeUndefined();
  });

  it('builds the request body with numbers, E.164 and no suffix for a real person', () => {
    const body = providerRegisterBody(
      {
        ...EMPTY_PROVIDER_FORM,
        ...account,
        ...agency,
        LegalType: 'real_person',
        LegalSuffix: 'AS',
        CompanyTitle: 'Can Demir',
        TaxNumber: '10000000146',
      },
      'en',
    );
    expect(body.ok).toBe(true);
    if (!body.ok) return;
    expect(body.data).toMatchObject({
      CityId: 34,
      DistrictId: 34023,
      CountryId: 1,
      FoundedYear: 2015,
      CellPhoneNumber: '+905321234567',
    });
    expect(body.data.LegalSuffix).toBeNull();
  });

  it('knows the step of each field', () => {
    expect(stepOfField('Email')).toBe(0);
    expect(stepOfField('TaxNumber')).toBe(1);
    expect(stepOfField('Nope')).toBe(-1);
  });
});

describe('provider approval', () => {
  const provider = {
    Id: 1,
    IsOwner: true,
    IsInformationApproved: false,
    TotalLeadCoin: 0,
    PresentationHref: null,
    Slug: 'ornek',
    CompanyNickName: 'Örnek',
    IsApprovedContract: false,
  };

  it('asks the owner for what is still unapproved', () => {
    expect(pendingApprovals({ Provider: provider })).toEqual({ information: true, contract: true });
    expect(pendingApprovals({ Provider: { ...provider, IsInformationApproved: true } })).toEqual({
      information: false,
      contract: true,
    });
    expect(
      pendingApprovals({ Provider: { ...provider, IsInformationApproved: true, IsApprovedContract: true } }),
    ).toBeNull();
  });

  it('never asks team members or clients', () => {
    expect(pendingApprovals({ Provider: { ...provider, IsOwner: false } })).toBeNull();
    expect(pendingApprovals({ Provider: null })).toBeNull();
    expect(pendingApprovals(null)).toBeNull();
  });
});
