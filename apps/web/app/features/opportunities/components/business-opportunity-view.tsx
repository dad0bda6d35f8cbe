import { INVITATION_DECLINE_REASONS, type TBusinessOpportunity, ZInvitationDecline } from '@brifa/contracts';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { Fact } from '../../../components/fact.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { COMPANY_SIZE_LABELS } from '../../../entities/brief/brief-labels.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { checkForm, failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/public-paths.ts';
import { useForm } from '../../../lib/use-form.ts';
import {
  type TInvitationDeclineInput,
  useBusinessOpportunity,
  useDeclineBusinessOpportunity,
} from '../api/business-opportunity.ts';
import { DECLINE_REASON_LABELS } from '../opportunity-labels.ts';

/** The agency registration page in the reader's language, with the invited e-mail and company filled in. */
export function joinPath(invitation: TBusinessOpportunity, locale: 'tr' | 'en'): string {
  const query = new URLSearchParams({ email: invitation.Email, company: invitation.CompanyName });
  return `${accountPath('providerRegister', locale)}?${query}`;
}

function DeclineForm({ invitationKey }: { invitationKey: string }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm<{ Reason: string | null; Note: string }>({ Reason: null, Note: '' });
  const decline = useDeclineBusinessOpportunity(invitationKey);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const checked = checkForm(ZInvitationDecline, form.values, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    try {
      await decline.mutateAsync(checked.data as TInvitationDeclineInput);
    } catch (error) {
      form.fail(error);
      focusFirstError();
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="decline-form-title"
      data-testid="invitation-decline"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="decline-form-title">
          {t('opportunities.invitation.declineTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('opportunities.invitation.declineText')}
        </Text>
        <FormAlert message={form.alert} />
        <Select
          label={t('opportunities.invitation.reason')}
          placeholder={t('opportunities.invitation.reasonPlaceholder')}
          data={INVITATION_DECLINE_REASONS.map((reason) => ({
            value: reason,
            label: t(DECLINE_REASON_LABELS[reason]),
          }))}
          value={form.values.Reason}
          onChange={(value) => form.setValue('Reason', value)}
          error={form.errors.Reason}
          required
          allowDeselect={false}
        />
        <Textarea
          {...form.text('Note')}
          label={t('opportunities.invitation.note')}
          required={form.values.Reason === 'other'}
          autosize
          minRows={3}
          maxLength={1000}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="default" color="red" loading={decline.isPending}>
            {t('opportunities.invitation.declineButton')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /business-opportunity/:id: the brief an unregistered agency was invited to, join or decline. */
export function BusinessOpportunityView({ invitationKey }: { invitationKey: string }) {
  const t = useT();
  const locale = useLocale();
  const query = useBusinessOpportunity(invitationKey);
  const data = query.data;
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;

  return (
    <Container size="md" py={{ base: 24, md: 48 }} px={{ base: 'sm', sm: 'md' }}>
      {query.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('brief.page.loading')}</Text>
        </Group>
      ) : null}
      {query.isError && !data ? (
        <Alert
          color={notFound ? 'yellow' : 'red'}
          role="alert"
          title={t('opportunities.invitation.invalidTitle')}
        >
          {failureMessage(query.error, locale)}
        </Alert>
      ) : null}
      {data ? (
        <Stack gap="lg">
          <div>
            <Text c="dimmed" fw={600} size="sm" tt="uppercase">
              {t('opportunities.invitation.eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 26, md: 34 }} style={{ overflowWrap: 'anywhere' }}>
              {t('opportunities.invitation.title', { category: data.Brief.CategoryName })}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('opportunities.invitation.subtitle', { company: data.CompanyName })}
            </Text>
          </div>

          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="invitation-brief"
          >
            <Title order={2} fz="lg" id="invitation-brief">
              {t('brief.title')}
            </Title>
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" mt="md" mb={0}>
              <Fact label={t('brief.field.category')}>{data.Brief.CategoryName}</Fact>
              <Fact label={t('brief.field.sector')}>{data.Brief.SectorName}</Fact>
              <Fact label={t('brief.field.location')}>
                {data.Brief.CityName ?? t('opportunities.brief.notStated')}
              </Fact>
              <Fact label={t('brief.field.budget')}>
                {data.Brief.BudgetTry === null
                  ? t('opportunities.brief.noBudget')
                  : formatLira(data.Brief.BudgetTry, locale)}
              </Fact>
              <Fact label={t('brief.field.size')}>{t(COMPANY_SIZE_LABELS[data.Brief.CompanySize])}</Fact>
              <Fact label={t('brief.field.createdAt')}>{formatDate(data.Brief.CreatedAt, locale)}</Fact>
            </SimpleGrid>
            <Text mt="md" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {data.Brief.Summary}
            </Text>
          </Paper>

          {data.Status === 'declined' ? (
            <Alert
              color="gray"
              title={t('opportunities.invitation.declinedTitle')}
              data-testid="invitation-declined"
            >
              {t('opportunities.invitation.declinedText')}
            </Alert>
          ) : data.Status === 'joined' ? (
            <Alert
              color="teal"
              title={t('opportunities.invitation.joinedTitle')}
              data-testid="invitation-joined"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('opportunities.invitation.joinedText')}</Text>
                <Button component={Link} to={accountPath('login', locale)} size="xs">
                  {t('opportunities.invitation.login')}
                </Button>
              </Stack>
            </Alert>
          ) : !data.IsOpen ? (
            <Alert color="yellow" data-testid="invitation-closed">
              {t('opportunities.invitation.closed')}
            </Alert>
          ) : (
            <>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-blue-light)">
                <Stack gap="sm" align="flex-start">
                  <Title order={2} fz="lg">
                    {t('opportunities.invitation.joinTitle')}
                  </Title>
                  <Text size="sm">{t('opportunities.invitation.joinText')}</Text>
                  <Button
                    component={Link}
                    to={joinPath(data, locale)}
                    size="md"
                    data-testid="invitation-join"
                  >
                    {t('opportunities.invitation.join')}
                  </Button>
                </Stack>
              </Paper>
              <DeclineForm invitationKey={invitationKey} />
            </>
          )}
        </Stack>
      ) : null}
    </Container>
  );
}
