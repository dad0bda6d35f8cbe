import { formatNumber, formatRating, type TAgencyProfile, type TPublicReview } from '@brifa/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { ProfileHeader } from './components/profile-header.tsx';
import { ReviewsSection } from './components/reviews-section.tsx';

const review = {
  Id: 1,
  Rating: 5,
  Ratings: { Budget: 5, Quality: 5, Schedule: 4, Collaboration: 5, PricePerformance: 4, Communication: 5 },
  Objective: 'Yeni mobil uygulama',
  EnjoyedMost: 'Hız',
  Text: 'Çok iyi çalıştık.',
  Improvements: '',
  Recommends: true,
  ReviewerName: 'Ayşe Yılmaz',
  ReviewerTitle: 'Pazarlama Müdürü',
  ReviewerCompany: 'Moda Kahve',
  ReviewerLogoSrc: null,
  ServiceProvided: 'Mobil uygulama',
  IsVerified: true,
  Reply: null,
  CreatedAt: '2026-11-20T09:00:00.000Z',
} as unknown as TPublicReview;

const profile = {
  Id: 1,
  Slug: 'pikselhane',
  Name: 'Pikselhane',
  LogoSrc: null,
  BannerSrc: null,
  City: 'İstanbul',
  District: null,
  TeamSize: null,
  FoundedYear: null,
  ExperienceYears: null,
  Reviews: [review],
  ReviewBreakdown: {
    Average: 4.5,
    VerifiedCount: 1,
    UnverifiedCount: 0,
    Stars: [0, 0, 0, 0, 1],
    Criteria: {
      Budget: 5,
      Quality: 4.5,
      Schedule: 4,
      Collaboration: 5,
      PricePerformance: 4,
      Communication: 5,
    },
    RecommendPercent: 100,
  },
  IsListed: true,
} as unknown as TAgencyProfile;

afterEach(cleanup);

/** The page's visible text (Mantine's inline <style> tags left out). */
function visibleText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const style of copy.querySelectorAll('style')) style.remove();
  return copy.textContent ?? '';
}

function renderProfile(locale: 'tr' | 'en') {
  return renderApp(
    <>
      <ProfileHeader profile={profile} sendProject="/brief" reviewHref="/review" />
      <ReviewsSection profile={profile} reviewHref="/review" />
    </>,
    { locale },
  );
}

describe('ratings and numbers per language (issue 16: "5,0" and "5.0" on one page)', () => {
  it('formats through one formatter', () => {
    expect(formatRating(5, 'tr')).toBe('5,0');
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(formatRating(4.46, 'tr')).toBe('4,5');
    expect(formatNumber(1250, 'tr')).toBe('1.250');
    expect(formatNumber(1250, 'en')).toBe('1,250');
  });

  it('writes every rating of the Turkish profile with a comma', async () => {
    const { container } = renderProfile('tr');
    await screen.findByTestId('review-breakdown');
    const text = visibleText(container);
    expect(text).toContain('4,5');
    expect(text).toContain('5,0');
    expect(text).not.toMatch(/\d\.\d/);
    expect(screen.getAllByRole('img', { name: /4,5/ }).length).toBeGreaterThan(0);
  });

  it('writes every rating of the English profile with a point', async () => {
    const { container } = renderProfile('en');
    await screen.findByTestId('review-breakdown');
    const text = visibleText(container);
    expect(text).toContain('4.5');
    expect(text).toContain('5.0');
    expect(text).not.toMatch(/\d,\d/);
    expect(screen.getAllByRole('img', { name: /4\.5/ }).length).toBeGreaterThan(0);
  });
});
