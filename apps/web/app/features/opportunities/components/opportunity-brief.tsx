import type { TMatchReasonView, TOpportunityBrief } from '@brifa/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { Fact } from '../../../components/fact.tsx';
import { BriefFactsView } from '../../../entities/brief/brief-facts-view.tsx';
import {
  AUDIENCE_LABELS,
  AVAILABLE_TIME_LABELS,
  BUSINESS_TYPE_LABELS,
  COMPANY_SIZE_LABELS,
  CONTACT_LABELS,
  GEO_SCOPE_LABELS,
  TURNOVER_LABELS,
} from '../../../entities/brief/brief-labels.ts';
import { formatDate, formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';

/** The brief as the client wrote it (every field but the client's identity). */
export function OpportunityBriefView({ brief }: { brief: TOpportunityBrief }) {
  const t = useT();
  const locale = useLocale();
  const yesNo = (value: boolean) => (value ? t('brief.yes') : t('brief.no'));
  const notSaid = t('opportunities.brief.notStated');
  const place = [brief.DistrictName, brief.CityName].filter(Boolean).join(', ');
  return (
    <BriefFactsView
      answers={brief.Answers.map((item) => ({
        key: item.Question,
        question: item.Question,
        answer: item.Answer,
      }))}
      answersTitle={t('opportunities.brief.answers')}
      answersTestId="brief-answers"
      description={brief.Description}
      facts={
        <>
          <Fact label={t('brief.field.category')}>{brief.CategoryName}</Fact>
          <Fact label={t('brief.field.sector')}>{brief.SectorName}</Fact>
          <Fact label={t('brief.field.size')}>
            {t(COMPANY_SIZE_LABELS[brief.CompanySize])}
            {brief.EmployeeCount ? ` · ${t('brief.employeeCount', { count: brief.EmployeeCount })}` : ''}
          </Fact>
          <Fact label={t('brief.field.location')}>{place || notSaid}</Fact>
          <Fact label={t('brief.field.budget')} testId="brief-budget">
            {brief.BudgetTry === null
              ? t('opportunities.brief.noBudget')
              : formatLira(brief.BudgetTry, locale)}
          </Fact>
          <Fact label={t('brief.field.startDate')}>
            {brief.StartDate ? formatDate(brief.StartDate, locale) : notSaid}
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
          <Fact label={t('brief.field.turnover')}>
            {brief.Turnover ? t(TURNOVER_LABELS[brief.Turnover]) : notSaid}
          </Fact>
          <Fact label={t('opportunities.brief.tender')}>
            {brief.IsTender === null ? notSaid : yesNo(brief.IsTender)}
          </Fact>
          <Fact label={t('brief.field.decisionMaker')}>{yesNo(brief.IsDecisionMaker)}</Fact>
          <Fact label={t('brief.field.contact')}>
            {brief.ContactPreference ? t(CONTACT_LABELS[brief.ContactPreference]) : notSaid}
            {brief.AvailableTime && AVAILABLE_TIME_LABELS[brief.AvailableTime]
              ? ` · ${t(AVAILABLE_TIME_LABELS[brief.AvailableTime]!)}`
              : ''}
          </Fact>
          <Fact label={t('brief.field.createdAt')}>{formatDateTime(brief.CreatedAt, locale)}</Fact>
        </>
      }
    />
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
