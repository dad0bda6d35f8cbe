import { VERIFICATION_SENDER, VERIFICATION_SUPPORT_PHONE } from '@brifa/contracts';
import { Anchor, Text } from '@mantine/core';
import { useT } from '../lib/i18n.tsx';

const SUPPORT_TEL = `+90${VERIFICATION_SUPPORT_PHONE.replace(/\D/g, '').replace(/^0/, '')}`;

/** Who the SMS comes from and whom to call when it does not arrive (spec: the operator number is shown). */
export function SenderNote() {
  const t = useT();
  return (
    <Text size="sm" c="dimmed" data-testid="sender-note">
      {t('account.code.sender', { sender: VERIFICATION_SENDER })} {t('account.code.support')}{' '}
      <Anchor href={`tel:${SUPPORT_TEL}`} inherit fw={600}>
        {VERIFICATION_SUPPORT_PHONE}
      </Anchor>
    </Text>
  );
}
