import { ZClientRegister, ZEmail } from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { checkForm, checkValue, confirmError, failureMessage, formFailure } from './form-errors.ts';

function apiError(status: number, extra: object) {
  const envelope = {
    Message: 'Bu e-posta adresiyle kayıtlı bir hesap var.',
    IsSuccessful: false,
    HasExceptionError: false,
    StatusCode: status,
    IsReturn: false,
    ReturnUrl: null,
    Data: null,
    ...extra,
  };
  return new ApiRequestError(envelope.Message, status, envelope);
}

describe('form checks', () => {
  it('say what the API says, in the page language, with "required" for empty fields', () => {
    const checked = checkForm(
      ZClientRegister,
      {
        Name: '',
        Surname: 'Yılmaz',
        Email: 'x',
        Password: 'short',
        CellPhoneNumber: '412',
        IsClarificationAccepted: false,
      },
      'tr',
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.Name).toBe('Bu alan zorunludur.');
    expect(checked.errors.Email).toBe('Geçerli bir e-posta adresi girin.');
    expect(checked.errors.Password).toBe('Şifre en az 8 karakter olmalı.');
    expect(checked.errors.CellPhoneNumber).toMatch(/başında 0 olmadan/);
    expect(checked.errors.IsClarificationAccepted).toBe('Devam etmek için onaylamanız gerekiyor.');
    expect(checked.errors.Surname).toBeUndefined();
  });

  it('turns the phone into E.164 on success', () => {
    const checked = checkForm(
      ZClientRegister,
      {
        Name: 'Ayşe',
        Surname: 'Yılmaz',
        Email: 'Ayse@Example.com',
        Password: 'güvenli-şifre',
        CellPhoneNumber: '532 123 45 67',
        IsClarificationAccepted: true,
      },
      'en',
    );
    expect(checked).toMatchObject({
      ok: true,
      data: { CellPhoneNumber: '+905321234567', Email: 'ayse@example.com' },
    });
  });

  it('checks one value and a password confirmation', () => {
    expect(checkValue(ZEmail, '', 'en')).toBe('This field is required.');
    expect(checkValue(ZEmail, 'nope', 'en')).toBe('Enter a valid e-mail address.');
    expect(checkValue(ZEmail, 'a@b.co', 'en')).toBeNull();
    expect(confirmError('abcdefgh', 'abcdefgi', 'tr')).toBe('Şifreler eşleşmiyor.');
    expect(confirmError('abcdefgh', 'abcdefgh', 'tr')).toBeNull();
  });
});

describe('API failures on a form', () => {
  it('put Errors beside the fields the form shows, with no page-level message', () => {
    const failure = formFailure(
      apiError(409, {
        ErrorCode: 'EMAIL_TAKEN',
        Errors: { Email: 'Bu e-posta adresiyle kayıtlı bir hesap var.' },
      }),
      'tr',
      ['Email', 'Password'],
    );
    expect(failure.fields).toEqual({ Email: 'Bu e-posta adresiyle kayıtlı bir hesap var.' });
    expect(failure.message).toBeNull();
    expect(failure.code).toBe('EMAIL_TAKEN');
  });

  it('keep the page-level message when some error has no field on screen', () => {
    const failure = formFailure(
      apiError(400, { ErrorCode: 'VALIDATION_FAILED', Errors: { Email: 'x', TaxNumber: 'y' } }),
      'tr',
      ['Email'],
    );
    expect(failure.fields).toEqual({ Email: 'x' });
    expect(failure.message).toBe('Bu e-posta adresiyle kayıtlı bir hesap var.');
  });

  it('put a field-specific code beside its field', () => {
    const failure = formFailure(apiError(400, { ErrorCode: 'VERIFICATION_CODE_INVALID' }), 'en', ['Code'], {
      VERIFICATION_CODE_INVALID: 'Code',
    });
    expect(failure.fields.Code).toBe('Bu e-posta adresiyle kayıtlı bir hesap var.');
    expect(failure.message).toBeNull();
  });

  it('put a code beside the field the catalogue names for it, when the form shows that field', () => {
    const failure = formFailure(apiError(409, { ErrorCode: 'EMAIL_TAKEN' }), 'en', ['Email', 'Password']);
    expect(failure.fields).toEqual({ Email: 'Bu e-posta adresiyle kayıtlı bir hesap var.' });
    expect(failure.message).toBeNull();
    const elsewhere = formFailure(apiError(409, { ErrorCode: 'EMAIL_TAKEN' }), 'en', ['Password']);
    expect(elsewhere.fields).toEqual({});
    expect(elsewhere.message).toBe('Bu e-posta adresiyle kayıtlı bir hesap var.');
  });

  it('show a generic message for anything that is not an API answer', () => {
    expect(formFailure(new Error('boom'), 'en', []).message).toBe('An unexpected error occurred.');
  });

  it('give just the text for a screen with no fields', () => {
    const error = apiError(409, { ErrorCode: 'EMAIL_TAKEN', Errors: { Email: 'x' } });
    expect(failureMessage(error, 'tr')).toBe('Bu e-posta adresiyle kayıtlı bir hesap var.');
    expect(failureMessage(new Error('boom'), 'en')).toBe('An unexpected error occurred.');
  });
});
