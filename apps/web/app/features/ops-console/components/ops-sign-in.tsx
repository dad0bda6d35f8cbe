import type { TOpsSession, TOpsSignInChallenge } from '@brifa/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Code,
  Group,
  Image,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useOpsApi } from '../../../entities/ops/ops-api.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { opsConsoleApi } from '../api/ops-console-api.ts';

/** The secret in groups of four, easier to type into an authenticator app. */
function grouped(secret: string) {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function svgDataUrl(svg: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * /ops/sign-in: e-mail and password, then the TOTP code (or a recovery code); the first sign-in enrols the
 * authenticator (QR code, key, otpauth:// link) and shows the 10 recovery codes once.
 */
export function OpsSignIn({ next }: { next: string }) {
  const t = useT();
  const api = useOpsApi();
  const [challenge, setChallenge] = useState<TOpsSignInChallenge | null>(null);
  const [session, setSession] = useState<TOpsSession | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const password = useForm({ Email: '', Password: '' });
  const second = useForm({ Code: '', RecoveryCode: '' });

  function done() {
    // A full load: the console's loaders run with the new cookie.
    window.location.assign(next);
  }

  async function submitPassword(event: React.FormEvent) {
    event.preventDefault();
    password.reset();
    setBusy(true);
    try {
      setChallenge(await opsConsoleApi.signIn(api, password.values));
    } catch (error) {
      password.fail(error, { OPS_INVALID_CREDENTIALS: 'Password' });
    } finally {
      setBusy(false);
    }
  }

  async function submitSecond(event: React.FormEvent) {
    event.preventDefault();
    if (!challenge) return;
    second.reset();
    setBusy(true);
    try {
      const result = await opsConsoleApi.secondFactor(api, {
        ChallengeToken: challenge.ChallengeToken,
        ...(useRecovery ? { RecoveryCode: second.values.RecoveryCode } : { Code: second.values.Code }),
      });
      if (result.RecoveryCodes?.length) setSession(result);
      else done();
    } catch (error) {
      const failure = second.fail(error, { OPS_INVALID_CODE: useRecovery ? 'RecoveryCode' : 'Code' });
      if (failure.code === 'OPS_CHALLENGE_EXPIRED') restart(failure.message ?? null);
    } finally {
      setBusy(false);
    }
  }

  function restart(message: string | null = null) {
    setChallenge(null);
    setUseRecovery(false);
    second.setValues({ Code: '', RecoveryCode: '' });
    password.setValue('Password', '');
    password.setAlert(message);
  }

  if (session?.RecoveryCodes) {
    return (
      <Stack gap="md">
        <Title order={1} fz={26}>
          {t('ops.recovery.title')}
        </Title>
        <Alert color="yellow" variant="light">
          {t('ops.recovery.intro')}
        </Alert>
        <Card withBorder>
          <List spacing={4} data-testid="ops-recovery-codes" listStyleType="none" ff="monospace">
            {session.RecoveryCodes.map((code) => (
              <List.Item key={code}>{code}</List.Item>
            ))}
          </List>
        </Card>
        <Button onClick={done}>{t('ops.recovery.continue')}</Button>
      </Stack>
    );
  }

  if (challenge) {
    const enrolment = challenge.Enrolment;
    return (
      <form onSubmit={submitSecond} noValidate>
        <Stack gap="md">
          <Title order={1} fz={26}>
            {enrolment ? t('ops.enrol.title') : t('ops.signIn.title')}
          </Title>
          {enrolment ? (
            <>
              <Text>{t('ops.enrol.intro')}</Text>
              <Group align="flex-start" gap="md" wrap="wrap">
                <Image src={svgDataUrl(enrolment.QrSvg)} alt={t('ops.enrol.qrAlt')} w={180} h={180} />
                <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {t('ops.enrol.secret')}
                  </Text>
                  <Code data-testid="ops-totp-secret" fz="md" style={{ wordBreak: 'break-all' }}>
                    {grouped(enrolment.Secret)}
                  </Code>
                  <Anchor href={enrolment.Uri} size="sm">
                    {t('ops.enrol.uri')}
                  </Anchor>
                </Stack>
              </Group>
            </>
          ) : null}
          {useRecovery ? (
            <TextInput
              {...second.text('RecoveryCode')}
              label={t('ops.signIn.recoveryCode')}
              description={t('ops.signIn.recoveryHint')}
              autoComplete="off"
              required
              data-autofocus
            />
          ) : (
            <TextInput
              {...second.text('Code', (raw) => raw.replace(/\D/g, '').slice(0, 6))}
              label={t('ops.signIn.code')}
              description={t('ops.signIn.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              autoFocus
            />
          )}
          <FormAlert message={second.alert} />
          <Button type="submit" loading={busy}>
            {t('ops.signIn.verify')}
          </Button>
          <Group justify="space-between" gap="xs">
            {enrolment ? (
              <span />
            ) : (
              <Button variant="subtle" type="button" onClick={() => setUseRecovery((value) => !value)}>
                {useRecovery ? t('ops.signIn.useTotp') : t('ops.signIn.useRecovery')}
              </Button>
            )}
            <Button variant="subtle" color="gray" type="button" onClick={() => restart()}>
              {t('ops.signIn.restart')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={submitPassword} noValidate>
      <Stack gap="md">
        <Title order={1} fz={26}>
          {t('ops.signIn.title')}
        </Title>
        <Text c="dimmed">{t('ops.signIn.intro')}</Text>
        <TextInput
          {...password.text('Email')}
          type="email"
          label={t('ops.signIn.email')}
          autoComplete="username"
          required
          autoFocus
        />
        <PasswordField
          {...password.text('Password')}
          label={t('ops.signIn.password')}
          autoComplete="current-password"
          required
        />
        <FormAlert message={password.alert} />
        <Button type="submit" loading={busy}>
          {t('ops.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
