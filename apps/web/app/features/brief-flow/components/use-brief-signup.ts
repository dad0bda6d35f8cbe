import { ZBriefSignUp } from '@brifa/contracts';
import { useState } from 'react';
import { registerClient } from '../../../lib/api/register-client.ts';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { focusFirstStepError } from '../focus-step-error.ts';
import type { TBriefForm } from './step-props.ts';

/** A visitor's inline sign-up: the client registration without a password (set later on /need-password). */
export function useBriefSignup({
  form,
  setBusy,
  onCodeSent,
}: {
  form: TBriefForm;
  setBusy: (busy: boolean) => void;
  onCodeSent: () => void;
}) {
  const locale = useLocale();
  const api = useApiContext();
  /** A visitor who signed up in this pop-up: the phone the sign-up code went to and when. */
  const [registered, setRegistered] = useState<{ phone: string; at: number } | null>(null);

  async function register() {
    const { values } = form;
    const checked = checkForm(
      ZBriefSignUp,
      {
        Name: values.Name,
        Surname: values.Surname,
        Email: values.Email,
        CellPhoneNumber: values.CellPhoneNumber,
        IsClarificationAccepted: values.IsClarificationAccepted,
      },
      locale,
    );
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstStepError();
      return;
    }
    setBusy(true);
    try {
      // The code is on its way by SMS; the account is created (and signed in) when it comes back.
      await registerClient(api, checked.data);
      setRegistered({ phone: checked.data.CellPhoneNumber, at: Date.now() });
      onCodeSent();
    } catch (error) {
      form.fail(error);
      focusFirstStepError();
    } finally {
      setBusy(false);
    }
  }

  return { registered, register, edit: () => setRegistered(null) };
}
