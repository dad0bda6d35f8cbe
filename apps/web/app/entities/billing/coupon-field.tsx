import type { TBasketLineInput, TCouponCheck } from '@brifa/contracts';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useApiContext } from '../../lib/api-context.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { formatKurus } from '../../lib/money.ts';
import { checkCoupon } from './billing-api.ts';

type TProps = {
  /** The basket the coupon is checked against (the top-up, the subscription being bought, ...). */
  lines: readonly TBasketLineInput[];
  /** Hears the coupon that applies (with its discount), or null when none does or it is removed. */
  onChange?: (applied: TCouponCheck | null) => void;
  disabled?: boolean;
};

/**
 * A coupon code field: type a name, apply it, and read the discount or why it does not apply (in the page's
 * language, from the API). The payment checks the coupon again on the server.
 */
export function CouponField({ lines, onChange, disabled = false }: TProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const inputId = useId();
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<TCouponCheck | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function apply() {
    const typed = name.trim();
    if (!typed) {
      setError(t('billing.coupon.required'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await checkCoupon(api, typed, lines);
      setResult(answer);
      if (!answer.Applies) setError(answer.Message);
      onChange?.(answer.Applies ? answer : null);
    } catch {
      setResult(null);
      setError(t('billing.coupon.failed'));
      onChange?.(null);
    } finally {
      setPending(false);
    }
  }

  function remove() {
    setResult(null);
    setError(null);
    setName('');
    onChange?.(null);
  }

  const applied = result?.Applies ? result : null;
  return (
    <Stack gap="xs" data-testid="coupon-field">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            id={inputId}
            label={t('billing.coupon.label')}
            placeholder={t('billing.coupon.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            style={{ flex: 1, minWidth: 0 }}
            value={name}
            disabled={disabled || applied !== null}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          {applied ? (
            <Button variant="default" onClick={remove} disabled={disabled}>
              {t('billing.coupon.remove')}
            </Button>
          ) : (
            <Button type="submit" loading={pending} disabled={disabled}>
              {t('billing.coupon.apply')}
            </Button>
          )}
        </Group>
      </form>
      {applied ? (
        <Alert color="teal" variant="light" p="xs" data-testid="coupon-applied">
          <Text size="sm" fw={600}>
            {t('billing.coupon.applied', {
              name: applied.Name,
              discount: formatKurus(applied.DiscountKurus, locale),
            })}
          </Text>
          <Text size="sm">
            {t('billing.coupon.total', { total: formatKurus(applied.TotalKurus, locale) })}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
