import { fieldMessage, isVerificationCode } from '@brifa/contracts';
import { useState } from 'react';
import { confirmRegistration } from '../../../lib/api/confirm-registration.ts';
import { verifyPhone } from '../../../lib/api/verify-phone.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import type { TBriefForm } from './step-props.ts';

/** Errors of the code itself: shown under the code boxes. */
const CODE_ERRORS = {
  REGISTRATION_CODE_INVALID: true,
  VERIFICATION_CODE_INVALID: true,
  VERIFICATION_CODE_EXPIRED: true,
  VERIFICATION_TOO_MANY_ATTEMPTS: true,
} as const;

/** The phone code step: what was typed, and whether the phone is verified in this pop-up. */
export function usePhoneCode({
  form,
  busy,
  setBusy,
}: {
  form: TBriefForm;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}) {
  const locale = useLocale();
  const api = useApiContext();
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState(false);

  function typeCode(value: string) {
    setCode(value);
    form.setErrors(({ Code: _cleared, ...rest }) => rest);
  }

  /**
   * Resolves to true once the phone is verified (the flow then submits, still busy). A visitor who signed up
   * in this pop-up (`registeredPhone`) gets the account from the code, and is signed in from then on.
   */
  async function confirm(entered: string, registeredPhone?: string): Promise<boolean> {
    if (busy) return false;
    form.reset();
    if (!isVerificationCode(entered)) {
      form.setErrors({ Code: fieldMessage('code', locale) });
      return false;
    }
    setBusy(true);
    try {
      // Either answer leaves the session in the server's HttpOnly cookie.
      if (registeredPhone)
        await confirmRegistration(api, { CellPhoneNumber: registeredPhone, Code: entered });
      else await verifyPhone(api, { Code: entered });
    } catch (error) {
      setBusy(false);
      setCode('');
      const failure = error instanceof ApiRequestError ? error.envelope?.ErrorCode : undefined;
      if (failure && failure in CODE_ERRORS) form.setErrors({ Code: (error as Error).message });
      else form.fail(error);
      return false;
    }
    setVerified(true);
    return true;
  }

  return { code, setCode, typeCode, verified, confirm };
}
