import { formatTurkishMobile, type TInviteLink, ZTeamMemberRegister } from '@brifa/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AccountFields } from '../../../components/account-fields.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useRegisterProvider } from '../api/register-provider.ts';
import { RegistrationCode } from './registration-code.tsx';

/** The invite's expiry in Istanbul time, so the server and the browser print the same date. */
function expiryDate(iso: string, locale: 'tr' | 'en'): string {
  return Number.isNaN(Date.parse(iso)) ? '' : formatDate(iso, locale);
}

/** A team member joins an agency through the owner's invitation: the invitation fills the form in. */
export function TeamJoinForm({ invite, inviteKey }: { invite: TInviteLink; inviteKey: string }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm({
    Name: invite.Name,
    Surname: invite.Surname,
    Email: invite.Email,
    Password: '',
    CellPhoneNumber: invite.CellPhoneNumber ? formatTurkishMobile(invite.CellPhoneNumber) : '',
    IsClarificationAccepted: false,
  });
  const register = useRegisterProvider();
  /** The phone the sign-up code went to, and when: the code step replaces the form. */
  const [sent, setSent] = useState<{ phone: string; at: number } | null>(null);
  const expires = expiryDate(invite.ExpiresAt, locale);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const checked = checkForm(ZTeamMemberRegister, { ...form.values, InviteKey: inviteKey }, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    try {
      await register.mutateAsync(checked.data);
      setSent({ phone: checked.data.CellPhoneNumber, at: Date.now() });
    } catch (error) {
      form.fail(error);
      focusFirstError();
    }
  }

  if (sent) {
    return <RegistrationCode phone={sent.phone} sentAt={sent.at} onBack={() => setSent(null)} />;
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {expires ? (
          <Text size="sm" c="dimmed">
            {t('account.invite.expires', { date: expires })}
          </Text>
        ) : null}
        <AccountFields form={form} emailReadOnly emailDescription={t('account.invite.emailFixed')} />
        <FormAlert message={form.alert} />
        <Button type="submit" size="md" fullWidth loading={register.isPending}>
          {t('account.invite.submit')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('account.register.smsNotice')}
        </Text>
      </Stack>
    </form>
  );
}
