import type { TMatchReasonView, TOpportunityBrief } from '@brifa/contracts';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';
import {
  AUDIENCE_LABELS,
  AVAILABLE_LABELS,
  BUSINESS_TYPE_LABELS,
  COMPANY_SIZE_LABELS,
  CONTACT_LABELS,
  GEO_SCOPE_LABELS,
  TURNOVER_LABELS,
} from '../opportunity-labels.ts';

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/** The brief as the client wrote it (every field but the client's identity). */
export function OpportunityBriefView({ brief }: { brief: TOpportunityBrief }) {
  const t = useT();
  const locale = useLocale();
  const yesNo = (value: boolean) => (value ? t('opportunities.yes') : t('opportunities.no'));
  const notSaid = t('opportunities.brief.notStated');
  const place = [brief.DistrictName, brief.CityName].filter(Boolean).join(', ');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="brief-title"
    >
      <Title order={2} fz={{ base: 20, md: 22 }} id="brief-title">
        {t('opportunities.brief.title')}
      </Title>
      <SimpleGrid
        component="dl"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        verticalSpacing="md"
        mt="md"
        mb={0}
      >
        <Fact label={t('opportunities.brief.category')}>{brief.CategoryName}</Fact>
        <Fact label={t('opportunities.brief.sector')}>{brief.SectorName}</Fact>
        <Fact label={t('opportunities.brief.size')}>
          {t(COMPANY_SIZE_LABELS[brief.CompanySize])} ·{' '}
          {t('opportunities.brief.employees', { count: brief.EmployeeCount })}
        </Fact>
        <Fact label={t('opportunities.brief.location')}>{place || notSaid}</Fact>
        <Fact label={t('opportunities.brief.budget')} testId="brief-budget">
          {brief.BudgetTry === null ? t('opportunities.brief.noBudget') : formatLira(brief.BudgetTry, locale)}
        </Fact>
        <Fact label={t('opportunities.brief.startDate')}>
          {brief.StartDate ? dayjs(brief.StartDate).locale(locale).format('D MMMM YYYY') : notSaid}
        </Fact>
        <Fact label={t('opportunities.brief.audience')}>
          {brief.AudienceType ? t(AUDIENCE_LABELS[brief.AudienceType]) : notSaid}
        </Fact>
        <Fact label={t('opportunities.brief.geoScope')}>
          {brief.GeoScope ? t(GEO_SCOPE_LABELS[brief.GeoScope]) : notSaid}
        </Fact>
        <Fact label={t('opportunities.brief.businessType')}>
          {brief.BusinessType ? t(BUSINESS_TYPE_LABELS[brief.BusinessType]) : notSaid}
        </Fact>
        <Fact label={t('opportunities.brief.turnover')}>
          {brief.Turnover ? t(TURNOVER_LABELS[brief.Turnover]) : notSaid}
        </Fact>
        <Fact label={t('opportunities.brief.tender')}>
          {brief.IsTender === null ? notSaid : yesNo(brief.IsTender)}
        </Fact>
        <Fact label={t('opportunities.brief.decisionMaker')}>{yesNo(brief.IsDecisionMaker)}</Fact>
        <Fact label={t('opportunities.brief.contact')}>
          {t(CONTACT_LABELS[brief.ContactPreference])}
          {AVAILABLE_LABELS[brief.AvailableTime] ? ` · ${t(AVAILABLE_LABELS[brief.AvailableTime]!)}` : ''}
        </Fact>
        <Fact label={t('opportunities.brief.createdAt')}>
          {dayjs(brief.CreatedAt).locale(locale).format('D MMMM YYYY HH:mm')}
        </Fact>
      </SimpleGrid>

      {brief.Answers.length > 0 ? (
        <Stack gap="xs" mt="lg">
          <Title order={3} fz="md">
            {t('opportunities.brief.answers')}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0} data-testid="brief-answers">
            {brief.Answers.map((item) => (
              <Fact key={item.Question} label={item.Question}>
                {item.Answer}
              </Fact>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}

      <Stack gap="xs" mt="lg">
        <Title order={3} fz="md">
          {t('opportunities.brief.description')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="brief-description">
          {brief.Description}
        </Text>
      </Stack>
    </Paper>
  );
}

/** "Matched because": the reasons the engine gave, in the page language. */
export function MatchReasons({ reasons }: { reasons: readonly TMatchReasonView[] }) {
  const t = useT();
  if (reasons.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="reasons-title"
    >
      <Title order={2} fz="lg" id="reasons-title">
        {t('opportunities.reasons.title')}
      </Title>
      <Stack component="ul" gap={4} mt="sm" mb={0} pl="lg" data-testid="match-reasons">
        {reasons.map((reason) => (
          <Text component="li" size="sm" key={reason.Code}>
            {reason.Label}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
