import { Loader, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useSessionUser } from '../../lib/use-session-user.ts';
import { useBillingDetails } from './billing-api.ts';
import { BillingForm } from './billing-form.tsx';

/**
 * The billing-info pop-up (product.md §2, the layouts' "billing info" pop-up): shown before the first payment,
 * while the session's HasBillingInfo is false. Saving closes it and goes on with `onSaved`.
 */
export function BillingInfoDialog(props: { opened: boolean; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const user = useSessionUser();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('billing.dialog.title')} size="lg">
      {props.opened ? (
        <BillingDialogBody onClose={props.onClose} onSaved={props.onSaved} email={user?.Email ?? ''} />
      ) : null}
    </Modal>
  );
}

function BillingDialogBody(props: { onClose: () => void; onSaved: () => void; email: string }) {
  const t = useT();
  const details = useBillingDetails();
  return (
    <Stack gap="md">
      <Text size="sm">{t('billing.dialog.text')}</Text>
      {details.isPending ? (
        <Loader size="sm" aria-label={t('billing.dialog.title')} />
      ) : (
        <BillingForm
          saved={details.data}
          defaultEmail={props.email}
          submitLabel={t('billing.dialog.submit')}
          onCancel={props.onClose}
          onSaved={props.onSaved}
        />
      )}
    </Stack>
  );
}

/**
 * For a pay button (the top-up dialog, any later purchase): `requireBillingInfo(next)` runs `next` at once when
 * the session has billing details, otherwise opens the pop-up and runs `next` once they are saved. Render
 * `dialog` somewhere in the component.
 */
export function useBillingInfoGate(): { requireBillingInfo: (next: () => void) => void; dialog: ReactNode } {
  const user = useSessionUser();
  const [opened, setOpened] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const requireBillingInfo = useCallback(
    (next: () => void) => {
      if (user?.HasBillingInfo) {
        next();
        return;
      }
      pending.current = next;
      setOpened(true);
    },
    [user?.HasBillingInfo],
  );
  const dialog = (
    <BillingInfoDialog
      opened={opened}
      onClose={() => {
        pending.current = null;
        setOpened(false);
      }}
      onSaved={() => {
        setOpened(false);
        const next = pending.current;
        pending.current = null;
        next?.();
      }}
    />
  );
  return { requireBillingInfo, dialog };
}
