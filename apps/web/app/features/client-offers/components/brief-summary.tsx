import type { TOffer } from '@brifa/contracts';
import { Fact } from '../../../components/fact.tsx';
import { BriefFactsView } from '../../../entities/brief/brief-facts-view.tsx';
import {
  AVAILABLE_TIME_INLINE_LABELS,
  COMPANY_SIZE_LABELS,
  CONTACT_LABELS,
} from '../../../entities/brief/brief-labels.ts';
import { formatDate, formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';
import { useBriefLabels } from '../api/offer-detail.ts';

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
    <BriefFactsView
      answers={answers}
      answersTitle={t('clientOffers.brief.answers')}
      description={offer.Description}
      facts={
        <>
          <Fact label={t('brief.field.category')}>{offer.CategoryName}</Fact>
          <Fact label={t('brief.field.company')}>{offer.CompanyName}</Fact>
          <Fact label={t('brief.field.sector')}>{labels.sectorName ?? '…'}</Fact>
          <Fact label={t('brief.field.size')}>
            {t(COMPANY_SIZE_LABELS[offer.CompanySize])}
            {offer.EmployeeCount ? ` · ${t('brief.employeeCount', { count: offer.EmployeeCount })}` : ''}
          </Fact>
          <Fact label={t('brief.field.location')}>{place || '…'}</Fact>
          <Fact label={t('brief.field.budget')} testId="brief-budget">
            {offer.BudgetTry === null
              ? t('clientOffers.brief.noBudget')
              : formatLira(offer.BudgetTry, locale)}
          </Fact>
          <Fact label={t('brief.field.startDate')}>
            {offer.StartDate ? formatDate(offer.StartDate, locale) : t('clientOffers.brief.noStartDate')}
          </Fact>
          <Fact label={t('brief.field.createdAt')}>{formatDateTime(offer.CreatedAt, locale)}</Fact>
          {/* Asked after submission (/project-complete): not there until the client answers. */}
          {offer.ContactPreference && offer.AvailableTime ? (
            <Fact label={t('brief.field.contact')}>
              {t(CONTACT_LABELS[offer.ContactPreference])} ·{' '}
              {t(AVAILABLE_TIME_INLINE_LABELS[offer.AvailableTime])}
            </Fact>
          ) : null}
          <Fact label={t('brief.field.decisionMaker')}>
            {offer.IsDecisionMaker ? t('brief.yes') : t('brief.no')}
          </Fact>
          {offer.FileName ? (
            <Fact label={t('brief.field.attachment')} testId="brief-attachment">
              {offer.FileName}
            </Fact>
          ) : null}
        </>
      }
    />
  );
}
