import type { TAgencyProfile } from '@brifa/contracts';
import { Alert, Avatar, BackgroundImage, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, type To } from 'react-router';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatRating } from '../../../lib/money.ts';

/** Banner, logo, name, facts, verified rating and the two calls to action (send a project, write a review). */
export function ProfileHeader({
  profile,
  sendProject,
  reviewHref,
}: {
  profile: TAgencyProfile;
  sendProject: To;
  reviewHref: string;
}) {
  const t = useT();
  const locale = useLocale();
  const breakdown = profile.ReviewBreakdown;
  const facts = [
    [profile.City, profile.District].filter(Boolean).join(', '),
    profile.TeamSize ? t('agencyProfile.team', { size: profile.TeamSize }) : '',
    profile.FoundedYear ? t('agencyProfile.founded', { year: profile.FoundedYear }) : '',
  ].filter(Boolean);
  return (
    <Box>
      {profile.BannerSrc ? (
        <BackgroundImage src={profile.BannerSrc} h={{ base: 96, sm: 200 }} radius="md" aria-hidden />
      ) : (
        <Box
          h={{ base: 96, sm: 200 }}
          bg="indigo.1"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          aria-hidden
        />
      )}
      <Group align="flex-end" gap="md" mt={-40} px={{ base: 'sm', sm: 'lg' }} wrap="wrap">
        <Avatar
          src={profile.LogoSrc}
          alt={profile.Name}
          size={96}
          radius="md"
          color="indigo"
          style={{ border: '4px solid white', background: 'white' }}
        >
          {profile.Name.charAt(0)}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Title order={1}>{profile.Name}</Title>
          <Text c="dimmed" size="sm">
            {facts.join(' · ')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={sendProject} size="md" data-testid="send-project">
            {t('agencyProfile.sendProject')}
          </Button>
          <Button component={Link} to={reviewHref} variant="default" size="md">
            {t('agencyProfile.writeReview')}
          </Button>
        </Group>
      </Group>
      <Stack gap="xs" mt="md" px={{ base: 'sm', sm: 'lg' }}>
        {breakdown.VerifiedCount > 0 ? (
          <Group gap="xs">
            <RatingStars
              value={breakdown.Average}
              label={t('agencyProfile.rating', {
                rating: formatRating(breakdown.Average, locale),
                count: breakdown.VerifiedCount,
              })}
            />
            <Text size="sm" c="dimmed">
              {t('agencyProfile.reviewsCount', { count: breakdown.VerifiedCount })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('agencyProfile.noVerifiedReviews')}
          </Text>
        )}
        {profile.ShortDescription ? <Text size="lg">{profile.ShortDescription}</Text> : null}
        {!profile.IsListed ? (
          <Alert color="gray" variant="light">
            {t('agencyProfile.notListed')}
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}
