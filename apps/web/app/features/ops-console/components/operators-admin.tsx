import { OPERATOR_ROLES, type TOperatorListItem, type TOperatorRole } from '@brifa/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useOpsApi } from '../../../entities/ops/ops-api.ts';
import { roleLabel } from '../../../entities/ops/ops-labels.ts';
import { useOperator } from '../../../entities/ops/use-operator.ts';
import { formFailure } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { opsConsoleApi } from '../api/ops-console-api.ts';

function CreateOperator({ onCreated }: { onCreated: () => Promise<void> }) {
  const t = useT();
  const api = useOpsApi();
  const form = useForm({ Name: '', Email: '', Role: 'operator' as TOperatorRole });
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    setBusy(true);
    try {
      const result = await opsConsoleApi.createOperator(api, form.values);
      setCreated({ email: result.Operator.Email, password: result.Password });
      form.setValues({ Name: '', Email: '', Role: 'operator' });
      await onCreated();
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ops-create-operator">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="ops-create-operator">
            {t('ops.operators.create.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput {...form.text('Name')} label={t('ops.operators.create.name')} required />
            <TextInput
              {...form.text('Email')}
              type="email"
              label={t('ops.operators.create.email')}
              required
            />
            <NativeSelect
              label={t('ops.operators.create.role')}
              value={form.values.Role}
              onChange={(event) => form.setValue('Role', event.currentTarget.value as TOperatorRole)}
              data={OPERATOR_ROLES.map((role) => ({ value: role, label: roleLabel(t, role) }))}
            />
          </SimpleGrid>
          <FormAlert message={form.alert} />
          <Group>
            <Button type="submit" loading={busy}>
              {t('ops.operators.create.submit')}
            </Button>
          </Group>
          {created ? (
            <Alert color="teal" variant="light" data-testid="ops-created-operator">
              <Stack gap={4}>
                <Text size="sm">{t('ops.operators.created', { email: created.email })}</Text>
                <Text size="sm">
                  {t('ops.operators.password')}:{' '}
                  <Code data-testid="ops-created-password">{created.password}</Code>
                </Text>
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

/** /ops/operators (admins): the team, role changes and disabling (both end that operator's sessions). */
export function OperatorsAdmin({ operators }: { operators: TOperatorListItem[] }) {
  const t = useT();
  const locale = useLocale();
  const api = useOpsApi();
  const me = useOperator();
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  async function change(id: number, body: { Role?: TOperatorRole; Disabled?: boolean }) {
    setMessage(null);
    try {
      await opsConsoleApi.updateOperator(api, id, body);
      setMessage({ text: t('ops.operators.saved'), ok: true });
    } catch (error) {
      setMessage({ text: formFailure(error, locale, []).message ?? '', ok: false });
    }
    await revalidator.revalidate();
  }

  return (
    <Stack gap="lg">
      {message ? <FormAlert message={message.text} color={message.ok ? 'teal' : 'red'} /> : null}
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" data-testid="ops-operators">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ops.operators.column.name')}</Table.Th>
                <Table.Th>{t('ops.operators.column.email')}</Table.Th>
                <Table.Th>{t('ops.operators.column.role')}</Table.Th>
                <Table.Th>{t('ops.operators.column.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {operators.map((operator) => {
                const self = operator.Id === me?.Id;
                return (
                  <Table.Tr key={operator.Id}>
                    <Table.Td>
                      {operator.Name} {self ? t('ops.operators.you') : ''}
                    </Table.Td>
                    <Table.Td>{operator.Email}</Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={t('ops.operators.roleFor', { name: operator.Name })}
                        value={operator.Role}
                        disabled={self}
                        onChange={(event) =>
                          void change(operator.Id, { Role: event.currentTarget.value as TOperatorRole })
                        }
                        data={OPERATOR_ROLES.map((role) => ({ value: role, label: roleLabel(t, role) }))}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge color={operator.Disabled ? 'gray' : 'teal'} variant="light">
                          {operator.Disabled ? t('ops.operators.disabled') : t('ops.operators.active')}
                        </Badge>
                        {operator.TotpEnrolled ? null : (
                          <Badge color="yellow" variant="light">
                            {t('ops.operators.totpPending')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {self ? null : (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => void change(operator.Id, { Disabled: !operator.Disabled })}
                        >
                          {operator.Disabled ? t('ops.operators.enable') : t('ops.operators.disable')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <CreateOperator onCreated={() => revalidator.revalidate()} />
    </Stack>
  );
}
