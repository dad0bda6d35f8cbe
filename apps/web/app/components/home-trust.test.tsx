import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { about } from '../content/about.ts';
import { withFigures } from '../lib/site-figures.ts';
import { MarketingPageView } from './content/marketing-page-view.tsx';
import { HomeTrust } from './home-trust.tsx';

const FIGURES = { Agencies: 32, Brands: 12, Categories: 25 };

afterEach(cleanup);

describe('the marketplace figures', () => {
  it('quotes the counted agencies and brands on the home page, in Turkish and English', async () => {
    renderApp(<HomeTrust figures={FIGURES} />);
    const tr = (await screen.findByTestId('home-trust')).textContent ?? '';
    expect(tr).toContain('12 marka');
    expect(tr).toContain('32 onaylı ajans');
    expect(tr).not.toMatch(/200\+|5000\+/);
    cleanup();
    renderApp(<HomeTrust figures={FIGURES} />, { locale: 'en' });
    const en = (await screen.findByTestId('home-trust')).textContent ?? '';
    expect(en).toContain('12 brands');
    expect(en).toContain('32 approved agencies');
  });

  it('leaves the figures out, never a made-up number, when the API cannot count them', async () => {
    renderApp(<HomeTrust figures={null} />);
    const text = (await screen.findByTestId('home-trust')).textContent ?? '';
    expect(text).not.toMatch(/\d+ (marka|onaylı ajans)/);
    expect(text).toContain('saatte teklif');
  });

  it('fills the about page stats from the counted figures', async () => {
    renderApp(<MarketingPageView page={about.tr} ctaTo="/" figures={FIGURES} />);
    const stats = (await screen.findAllByTestId('stat')).map((stat) => stat.textContent);
    expect(stats).toEqual(
      expect.arrayContaining(['12Ajans arayan marka', '32Platformdaki onaylı ajans', '25Hizmet kategorisi']),
    );
    expect(withFigures('{agencies}', null)).toBeUndefined();
    expect(withFigures('24 saat', null)).toBe('24 saat');
  });
});
