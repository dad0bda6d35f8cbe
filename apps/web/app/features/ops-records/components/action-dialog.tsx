import { OPS_EXTEND_MAX_DAYS, type TOpsActionResult } from '@brifa/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useOpsApi } from '../../../entities/ops/ops-api.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { postAction, type TOpsActionName } from '../api/ops-records-api.ts';
import { ACTION_TEXTS, INVALID_LABELS, type TActionTexts, WHEN_LABELS } from '../code-labels.ts';

/** What a dialog asks besides the reason. */
export type TExtraField = 'amount' | 'invalidKind' | 'invite' | 'days' | 'when';

type TProps = {
  action: TOpsActionName;
  params: Record<string, string | number>;
  /** The button that opens the dialog (also the title before the subject), the confirm button, the explanation. */
  texts: TActionTexts;
  /** The record's name in the title. */
  subject: string;
  /** The reason is required (the API refuses without one); otherwise a note. */
  reasonRequired: boolean;
  /** The reason is told to the user too (suspension, review decisions). */
  tellsUser?: boolean;
  extra?: TExtraField;
  /** For `when`: the choices offered (a boost ends only now). */
  whenOptions?: readonly ('now' | 'period_end')[];
  /** A fixed part of the body (a review decision's Action). */
  fixed?: Record<string, unknown>;
  color?: string;
  variant?: 'filled' | 'light' | 'outline' | 'default';
  onDone: (result: TOpsActionResult) => void;
};

/** "250", "250,5" (TL) -> kuruş, or null. */
function kurusOf(value: string | number): number | null {
  const text = String(value).trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const kurus = Math.round(Number(text) * 100);
  return kurus > 0 ? kurus : null;
}

/**
 * An operator action in a dialog: asks for the reason (and what the action needs), confirms, posts it and
 * shows the API's localised message when it is refused. The page reloads its record afterwards.
 */
export function ActionDialog(props: TProps) {
  const t = useT();
  const [label, confirm, text] = ACTION_TEXTS[props.texts];
  const api = useOpsApi();
  const revalidator = useRevalidator();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<string | number>('');
  const [invalidKind, setInvalidKind] = useState<string | null>('unreachable');
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [locale, setLocale] = useState<string | null>('tr');
  const [days, setDays] = useState<string | number>('');
  const [when, setWhen] = useState<string>(props.whenOptions?.[0] ?? 'now');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formKey = useRef(crypto.randomUUID?.() ?? String(Date.now()));
  const textId = useId();

  function open() {
    setReason('');
    setAmount('');
    setDays('');
    setWhen(props.whenOptions?.[0] ?? 'now');
    setErrors({});
    setMessage(null);
    formKey.current = crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
    setOpened(true);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body: Record<string, unknown> = { Reason: reason, ...props.fixed };
    if (props.extra === 'amount') {
      const kurus = kurusOf(amount);
      if (kurus === null) {
        setErrors({ AmountKurus: t('opsRecords.action.amountInvalid') });
        return;
      }
      body.AmountKurus = kurus;
      body.IdempotencyKey = formKey.current;
    }
    if (props.extra === 'days') {
      const whole = Number(days);
      if (!Number.isInteger(whole) || whole < 1 || whole > OPS_EXTEND_MAX_DAYS) {
        setErrors({ Days: t('opsRecords.action.daysInvalid', { max: OPS_EXTEND_MAX_DAYS }) });
        return;
      }
      body.Days = whole;
      body.IdempotencyKey = formKey.current;
    }
    if (props.extra === 'when') body.When = when;
    if (props.extra === 'invalidKind') body.InvalidReason = invalidKind;
    if (props.extra === 'invite') Object.assign(body, { Email: email, CompanyName: company, Locale: locale });
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const result = await postAction(api, props.action, props.params, body);
      setOpened(false);
      props.onDone(result);
      revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.fieldErrors);
        setMessage(error.message);
      } else throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="sm" color={props.color} variant={props.variant ?? 'light'} onClick={open}>
        {t(label)}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('opsRecords.action.dialogTitle', { action: t(label), subject: props.subject })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('layout.close') }}
      >
        <form onSubmit={submit} noValidate aria-describedby={textId}>
          <Stack gap="md">
            <Text id={textId}>{t(text)}</Text>
            {message ? (
              <Alert color="red" role="alert">
                {message}
              </Alert>
            ) : null}
            {props.extra === 'amount' ? (
              <NumberInput
                label={t('opsRecords.action.amount')}
                value={amount}
                onChange={setAmount}
                min={0}
                decimalScale={2}
                required
                error={errors.AmountKurus}
                data-autofocus
              />
            ) : null}
            {props.extra === 'days' ? (
              <NumberInput
                label={t('opsRecords.action.days')}
                value={days}
                onChange={setDays}
                min={1}
                max={OPS_EXTEND_MAX_DAYS}
                allowDecimal={false}
                required
                error={errors.Days}
                data-autofocus
              />
            ) : null}
            {props.extra === 'when' ? (
              <Radio.Group
                label={t('opsRecords.action.when')}
                value={when}
                onChange={setWhen}
                error={errors.When}
              >
                <Stack gap="xs" mt="xs">
                  {(props.whenOptions ?? (['now', 'period_end'] as const)).map((value) => (
                    <Radio key={value} value={value} label={t(WHEN_LABELS[value])} />
                  ))}
                </Stack>
              </Radio.Group>
            ) : null}
            {props.extra === 'invalidKind' ? (
              <Select
                label={t('opsRecords.action.invalidate.kind')}
                value={invalidKind}
                onChange={setInvalidKind}
                allowDeselect={false}
                data={(['unreachable', 'fake', 'duplicate'] as const).map((value) => ({
                  value,
                  label: t(INVALID_LABELS[value]),
                }))}
                error={errors.InvalidReason}
              />
            ) : null}
            {props.extra === 'invite' ? (
              <>
                <TextInput
                  type="email"
                  label={t('opsRecords.action.invite.email')}
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  required
                  error={errors.Email}
                  data-autofocus
                />
                <TextInput
                  label={t('opsRecords.action.invite.company')}
                  value={company}
                  onChange={(e) => setCompany(e.currentTarget.value)}
                  error={errors.CompanyName}
                />
                <Select
                  label={t('opsRecords.action.invite.locale')}
                  value={locale}
                  onChange={setLocale}
                  allowDeselect={false}
                  data={[
                    { value: 'tr', label: 'Türkçe' },
                    { value: 'en', label: 'English' },
                  ]}
                />
              </>
            ) : null}
            <Textarea
              label={
                props.reasonRequired ? t('opsRecords.action.reason') : t('opsRecords.action.reasonOptional')
              }
              description={t('opsRecords.action.reasonHint', {
                told: props.tellsUser ? t('opsRecords.action.reasonTold') : '',
              })}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              required={props.reasonRequired}
              autosize
              minRows={3}
              error={errors.Reason}
              {...(props.extra && props.extra !== 'when' ? {} : { 'data-autofocus': true })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('opsRecords.action.cancel')}
              </Button>
              <Button type="submit" color={props.color} loading={busy}>
                {t(confirm)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
