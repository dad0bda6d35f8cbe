import { ZCreditReportRequest } from '@brifa/contracts';
import { Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { checkForm, formFailure, type TFieldErrors } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { digitsOnly, formatPhoneInput } from '../../../lib/input-format.ts';
import { useSessionUser } from '../../../lib/use-session-user.ts';
import { useRequestCreditReport } from '../api/credit-report.ts';

const FIELDS = ['IdentityNumber', 'BirthDate', 'Phone', 'IsConsentAccepted'] as const;

/**
 * /apply-credit: TCKN, birth date, the account's verified phone (filled in) and the KVKK notice with its consent.
 * The contracts' schema checks the form before sending; the API's answer goes beside the fields.
 */
export function CreditReportForm() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useSessionUser();
  const request = useRequestCreditReport();
  const [identity, setIdentity] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [phone, setPhone] = useState(() => formatPhoneInput(user?.CellPhoneNumber ?? ''));
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setAlert(null);
    const values = {
      IdentityNumber: identity,
      BirthDate: birthDate,
      Phone: phone,
      IsConsentAccepted: consent,
    };
    const checked = checkForm(ZCreditReportRequest, values, locale);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const report = await request.mutateAsync({ ...values, IsConsentAccepted: true });
      navigate(`/credit-rating-result?id=${report.Id}`);
    } catch (error) {
      const failure = formFailure(error, locale, FIELDS);
      setErrors(failure.fields);
      setAlert(failure.message);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('creditReport.identityNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={identity}
          onChange={(event) => setIdentity(digitsOnly(event.currentTarget.value, 11))}
          error={errors.IdentityNumber}
          withAsterisk
        />
        <TextInput
          type="date"
          label={t('creditReport.birthDate')}
          autoComplete="bday"
          value={birthDate}
          onChange={(event) => setBirthDate(event.currentTarget.value)}
          error={errors.BirthDate}
          withAsterisk
        />
        <PhoneInput
          label={t('creditReport.phone')}
          description={t('creditReport.phoneHint')}
          value={phone}
          onChange={setPhone}
          error={errors.Phone}
          withAsterisk
        />
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="kvkk-title">
          <Title order={2} size="h5" id="kvkk-title" mb={6}>
            {t('creditReport.consentTitle')}
          </Title>
          <Text size="sm" c="dark.6">
            {t('creditReport.consentText')}
          </Text>
        </Paper>
        <Checkbox
          label={t('creditReport.consent')}
          checked={consent}
          onChange={(event) => setConsent(event.currentTarget.checked)}
          error={errors.IsConsentAccepted}
        />
        <FormAlert message={alert} />
        <Button
          type="submit"
          loading={request.isPending}
          fullWidth={false}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('creditReport.submit')}
        </Button>
      </Stack>
    </form>
  );
}
