import type { TOffer } from '@brifa/contracts';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useBriefLabels } from '../api/offer-detail.ts';

const COMPANY_SIZE: Record<TOffer['CompanySize'], TMessageKey> = {
  startup: 'clientOffers.companySize.startup',
  sme: 'clientOffers.companySize.sme',
  large: 'clientOffers.companySize.large',
  enterprise: 'clientOffers.companySize.enterprise',
  public: 'clientOffers.companySize.public',
  ngo: 'clientOffers.companySize.ngo',
};
const CONTACT: Record<TOffer['ContactPreference'], TMessageKey> = {
  phone: 'clientOffers.contact.phone',
  email: 'clientOffers.contact.email',
  whatsapp: 'clientOffers.contact.whatsapp',
  platform: 'clientOffers.contact.platform',
};
const AVAILABLE: Record<TOffer['AvailableTime'], TMessageKey> = {
  morning: 'clientOffers.available.morning',
  afternoon: 'clientOffers.available.afternoon',
  evening: 'clientOffers.available.evening',
  anytime: 'clientOffers.available.anytime',
};

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
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

/** The brief as the client wrote it: company, budget, dates, the category's answers and the description. */
export function BriefSummary({ offer }: { offer: TOffer }) {
  const t = useT();
  const locale = useLocale();
  const labels = useBriefLabels(offer);
  const place = [labels.districtName, labels.cityName].filter(Boolean).join(', ');
  const answers = Object.entries(offer.Answers).map(([key, value]) => {
    const question = labels.questions.find((candidate) => candidate.Key === key);
    const names = (Array.isArray(value) ? value : [value]).map(
      (option) => question?.Options.find((candidate) => candidate.Key === option)?.Name ?? option,
    );
    return { key, question: question?.Question ?? key, answer: names.join(', ') };
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="brief-title"
    >
      <Title order={2} fz={{ base: 20, md: 22 }} id="brief-title">
        {t('clientOffers.brief.title')}
      </Title>
      <SimpleGrid
        component="dl"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        verticalSpacing="md"
        mt="md"
        mb={0}
      >
        <Field label={t('clientOffers.brief.category')}>{offer.CategoryName}</Field>
        <Field label={t('clientOffers.brief.company')}>{offer.CompanyName}</Field>
        <Field label={t('clientOffers.brief.sector')}>{labels.sectorName ?? '…'}</Field>
        <Field label={t('clientOffers.brief.size')}>
          {t(COMPANY_SIZE[offer.CompanySize])} ·{' '}
          {t('clientOffers.brief.employees', { count: offer.EmployeeCount })}
        </Field>
        <Field label={t('clientOffers.brief.location')}>{place || '…'}</Field>
        <Field label={t('clientOffers.brief.budget')} testId="brief-budget">
          {offer.BudgetTry === null ? t('clientOffers.brief.noBudget') : formatLira(offer.BudgetTry, locale)}
        </Field>
        <Field label={t('clientOffers.brief.startDate')}>
          {offer.StartDate
            ? dayjs(offer.StartDate).locale(locale).format('D MMMM YYYY')
            : t('clientOffers.brief.noStartDate')}
        </Field>
        <Field label={t('clientOffers.brief.createdAt')}>
          {dayjs(offer.CreatedAt).locale(locale).format('D MMMM YYYY HH:mm')}
        </Field>
        <Field label={t('clientOffers.brief.contact')}>
          {t(CONTACT[offer.ContactPreference])} · {t(AVAILABLE[offer.AvailableTime])}
        </Field>
        <Field label={t('clientOffers.brief.decisionMaker')}>
          {offer.IsDecisionMaker ? t('clientOffers.yes') : t('clientOffers.no')}
        </Field>
        {offer.FileName ? (
          <Field label={t('clientOffers.brief.attachment')} testId="brief-attachment">
            {offer.FileName}
          </Field>
        ) : null}
      </SimpleGrid>

      {answers.length > 0 ? (
        <Stack gap="xs" mt="lg">
          <Title order={3} fz="md">
            {t('clientOffers.brief.answers')}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
            {answers.map((item) => (
              <Field key={item.key} label={item.question}>
                {item.answer}
              </Field>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}

      <Stack gap="xs" mt="lg">
        <Title order={3} fz="md">
          {t('clientOffers.brief.description')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="brief-description">
          {offer.Description}
        </Text>
      </Stack>
    </Paper>
  );
}
