import { MODAL_WIDTH_PX, TEAM_INVITE_TTL_DAYS, ZTeamInvite } from '@brifa/contracts';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useInviteTeamMember } from '../api/invite-team-member.ts';

const EMPTY = { Title: '', Name: '', Surname: '', Email: '', CellPhoneNumber: '' };

export function InviteMemberModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm(EMPTY);
  const invite = useInviteTeamMember();

  function close() {
    form.setValues(EMPTY);
    form.reset();
    invite.reset();
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    const checked = checkForm(ZTeamInvite, form.values, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    invite.mutate(checked.data, {
      onSuccess: close,
      onError: (error) => form.fail(error),
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('team.invite')}
      size={MODAL_WIDTH_PX}
      centered
      data-testid="team-invite-modal"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('team.inviteHint', { days: TEAM_INVITE_TTL_DAYS })}
          </Text>
          <TextInput
            label={t('team.field.title')}
            placeholder={t('team.field.titlePlaceholder')}
            autoComplete="organization-title"
            required
            data-autofocus
            {...form.text('Title')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('team.field.name')} autoComplete="off" required {...form.text('Name')} />
            <TextInput
              label={t('team.field.surname')}
              autoComplete="off"
              required
              {...form.text('Surname')}
            />
          </SimpleGrid>
          <TextInput
            label={t('team.field.email')}
            type="email"
            autoComplete="off"
            required
            {...form.text('Email')}
          />
          <PhoneInput
            name="CellPhoneNumber"
            label={t('team.field.phone')}
            description={t('team.field.phoneHint')}
            autoComplete="off"
            required
            value={form.values.CellPhoneNumber}
            error={form.errors.CellPhoneNumber}
            onChange={(value) => form.setValue('CellPhoneNumber', value)}
          />
          {form.alert ? (
            <Text c="red.7" size="sm" role="alert">
              {form.alert}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="gray" onClick={close}>
              {t('team.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('team.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
