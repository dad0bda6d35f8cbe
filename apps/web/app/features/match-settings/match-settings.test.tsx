import { ERRORS, type TMatchSettingsPage } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp } from '../../../test/render-app.tsx';
import { MatchSettingsPanel } from './components/match-settings-panel.tsx';

const PAGE: TMatchSettingsPage = {
  WorkRegions: ['marmara'],
  CityPreference: 'all',
  MobileMinPrice: null,
  MobilePriceRequired: true,
  OwnCity: { Id: 34, Name: 'İstanbul' },
  AgencyTypes: ['digital'],
  TechnologyIds: [1, 2],
  ExpertiseIds: [],
  SectorIds: [],
  Categories: [
    { Id: 1, Key: 'software', Name: 'Yazılım', ServiceCount: 1, IsEligible: false, MissingServices: 2 },
    { Id: 3, Key: 'mobile', Name: 'Mobil Uygulama', ServiceCount: 3, IsEligible: true, MissingServices: 0 },
  ],
  Options: {
    Technologies: [
      { Id: 1, Key: 'react', Name: 'React', GroupKey: 'frontend' },
      { Id: 2, Key: 'vue', Name: 'Vue.js', GroupKey: 'frontend' },
    ],
    Sectors: [{ Id: 8, Key: 'food', Name: 'Gıda' }],
    Expertises: [{ Id: 301, CategoryId: 3, Key: 'mobile_ios_app', Name: 'iOS Uygulama' }],
  },
  CanEdit: true,
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('match settings', () => {
  it('shows the task of a category with too few services and checks rules before sending', async () => {
    renderApp(<MatchSettingsPanel initial={PAGE} />);
    expect(screen.getByText('Bu kategoride fırsat alabilmek için 2 hizmet daha ekleyin.')).toBeTruthy();

    const technologies = screen.getByTestId('match-technologies');
    fireEvent.click(within(technologies).getByRole('button', { name: 'Kaydet' }));
    expect(await within(technologies).findByText(ERRORS.MATCH_TECHNOLOGIES_MIN.message.tr)).toBeTruthy();

    const workArea = screen.getByTestId('match-work-area');
    fireEvent.click(within(workArea).getByRole('button', { name: 'Kaydet' }));
    expect(await within(workArea).findByText(ERRORS.MATCH_MOBILE_PRICE_REQUIRED.message.tr)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('places the API field errors beside the field and saves a valid section', async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse(400, null, {
        ErrorCode: 'VALIDATION_FAILED',
        Errors: { MobileMinPrice: 'API: en az 7.000 TL' },
      }),
    );
    renderApp(<MatchSettingsPanel initial={PAGE} />, { locale: 'en' });
    const workArea = screen.getByTestId('match-work-area');
    const price = within(workArea).getByRole('textbox', { name: /Mobile software minimum price/ });
    fireEvent.change(price, { target: { value: '80a00' } });
    expect((price as HTMLInputElement).value).toBe('8000');
    fireEvent.click(within(workArea).getByRole('button', { name: 'Save' }));
    expect(await within(workArea).findByText('API: en az 7.000 TL')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(envelopeResponse(200, { ...PAGE, MobileMinPrice: 8000 }));
    fireEvent.click(within(workArea).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(workArea).queryByText('API: en az 7.000 TL')).toBeNull());
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('http://api.test/api/v1/Provider/access-work-area');
    expect(JSON.parse(String(init?.body))).toEqual({
      WorkRegions: ['marmara'],
      CityPreference: 'all',
      MobileMinPrice: '8000',
    });
  });
});
