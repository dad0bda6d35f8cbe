import type { TPublicPortfolioWork } from '@brifa/contracts';
import { Anchor, AspectRatio, Badge, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMonthYear } from '../lib/date-time.ts';
import { useLocale, useT } from '../lib/i18n.tsx';
import { formatKurus } from '../lib/money.ts';
import type { TMessageKey } from '../locales/tr.ts';

const GEO_SCOPE_LABELS: Record<string, TMessageKey> = {
  local: 'brief.geoScope.local',
  national: 'brief.geoScope.national',
  international: 'brief.geoScope.international',
};
const AUDIENCE_LABELS: Record<string, TMessageKey> = {
  b2b: 'brief.choice.audience.b2b',
  b2c: 'brief.choice.audience.b2c',
  b2g: 'brief.choice.audience.b2g',
};

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** A portfolio work as visitors read it (the public profile's pop-up): media, facts, the story, skills and tags. */
export function PortfolioWorkView({ work }: { work: TPublicPortfolioWork }) {
  const t = useT();
  const locale = useLocale();
  const monthYear = (date: string | null) => (date ? formatMonthYear(date, locale) : '');
  const period = work.StartDate
    ? `${monthYear(work.StartDate)} – ${work.IsOngoing || !work.EndDate ? t('agencyProfile.portfolio.ongoing') : monthYear(work.EndDate)}`
    : null;
  const budget =
    work.BudgetAmount !== null && work.BudgetCurrency
      ? formatKurus(work.BudgetAmount * 100, locale, { currency: work.BudgetCurrency })
      : null;
  const scope = [
    work.GeoScope && GEO_SCOPE_LABELS[work.GeoScope] ? t(GEO_SCOPE_LABELS[work.GeoScope]!) : null,
    work.Audience && AUDIENCE_LABELS[work.Audience] ? t(AUDIENCE_LABELS[work.Audience]!) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const story = [
    ['agencyProfile.portfolio.introduction', work.Introduction],
    ['agencyProfile.portfolio.challenges', work.Challenges],
    ['agencyProfile.portfolio.solution', work.Solution],
    ['agencyProfile.portfolio.impact', work.Impact],
  ] as const;
  return (
    <Stack gap="md" data-testid="portfolio-work">
      {work.VideoUrl ? (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={work.VideoUrl}
            title={t('agencyProfile.portfolio.video', { title: work.Title })}
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            style={{ border: 0, borderRadius: 8 }}
          />
        </AspectRatio>
      ) : null}
      {work.ImageSrcs.map((src, index) => (
        <Image key={src} src={src} alt={index === 0 ? work.Title : ''} radius="md" loading="lazy" />
      ))}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label={t('agencyProfile.portfolio.client')} value={work.CompanyName} />
        <Fact label={t('agencyProfile.portfolio.period')} value={period} />
        <Fact label={t('agencyProfile.portfolio.budget')} value={budget} />
        <Fact label={t('agencyProfile.portfolio.location')} value={work.ClientCity} />
        <Fact label={t('agencyProfile.portfolio.scope')} value={scope || null} />
      </SimpleGrid>
      {story
        .filter(([, text]) => text)
        .map(([label, text]) => (
          <div key={label}>
            <Title order={3} size="h5">
              {t(label)}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {text}
            </Text>
          </div>
        ))}
      {work.Skills.length ? (
        <Group gap={6} aria-label={t('agencyProfile.portfolio.skills')}>
          {work.Skills.map((skill) => (
            <Badge key={skill} variant="light" style={{ textTransform: 'none' }}>
              {skill}
            </Badge>
          ))}
        </Group>
      ) : null}
      {work.Tags.length ? (
        <Group gap={6} aria-label={t('agencyProfile.portfolio.tags')}>
          {work.Tags.map((tag) => (
            <Badge key={tag} variant="default" style={{ textTransform: 'none' }}>
              #{tag}
            </Badge>
          ))}
        </Group>
      ) : null}
      {work.ReferenceUrl ? (
        <Anchor href={work.ReferenceUrl} target="_blank" rel="noopener noreferrer nofollow">
          {t('agencyProfile.portfolio.reference')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
