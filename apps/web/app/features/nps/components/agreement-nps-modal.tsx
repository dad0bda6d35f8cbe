import { MODAL_WIDTH_PX } from '@brifa/contracts';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { useRefreshSessionUser } from '../../../lib/use-session-user.ts';
import { useAgreementNpsLater, useAgreementNpsList, useSaveAgreementNps } from '../api/nps.ts';
import { NpsForm } from './nps-form.tsx';

/**
 * The agreement NPS pop-up (product.md §2): the client rates the agency it agreed with. Answering ends it;
 * "later" (the button, Escape or the close button) puts it off for a few days (the API's snooze).
 */
export function AgreementNpsModal() {
  const t = useT();
  const list = useAgreementNpsList();
  const save = useSaveAgreementNps(null);
  const later = useAgreementNpsLater();
  const refresh = useRefreshSessionUser();
  const [closed, setClosed] = useState(false);
  const due = list.data?.find((item) => item.IsDue);
  if (closed || !due) return null;

  async function putOff() {
    setClosed(true);
    try {
      await later.mutateAsync(due!.Id);
    } finally {
      await refresh();
    }
  }

  return (
    <Modal
      opened
      onClose={putOff}
      size={MODAL_WIDTH_PX}
      centered
      closeButtonProps={{ 'aria-label': t('nps.popUp.later') }}
      title={
        <Title order={2} fz="lg" component="span">
          {t('nps.popUp.title')}
        </Title>
      }
      data-testid="agreement-nps-popup"
    >
      <Stack gap="md">
        <Text size="sm">
          {t('nps.popUp.intro', {
            agency: due.Agency.Name,
            project: `${due.Offer.CategoryName} · ${due.Offer.CompanyName}`,
          })}
        </Text>
        <NpsForm
          question={t('nps.agreement.question', { agency: due.Agency.Name })}
          initialScore={null}
          initialComment=""
          submitLabel={t('nps.form.submit')}
          extraActions={
            <Button variant="subtle" color="gray" onClick={putOff}>
              {t('nps.popUp.later')}
            </Button>
          }
          onSubmit={async (answer) => {
            await save.mutateAsync({ id: due.Id, answer });
            setClosed(true);
            notifications.show({ color: 'green', message: t('nps.thanks.text') });
            await refresh();
          }}
        />
      </Stack>
    </Modal>
  );
}
