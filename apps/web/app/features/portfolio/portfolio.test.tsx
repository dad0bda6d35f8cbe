import { FIELD_MESSAGES, type TPortfolioItem } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp } from '../../../test/render-app.tsx';
import type { TPortfolioOptions } from './api/portfolio.ts';
import { PortfolioEditor } from './components/portfolio-editor.tsx';
import { PortfolioList } from './components/portfolio-list.tsx';

const OPTIONS: TPortfolioOptions = {
  categories: [{ Id: 3, Key: 'mobile', Name: 'Mobil Uygulama' }] as TPortfolioOptions['categories'],
  sectors: [{ Id: 8, Key: 'food', Name: 'Gıda' }] as TPortfolioOptions['sectors'],
  cities: [{ Id: 34, Name: 'İstanbul' }],
};
const part = (text: string) => `${text} `.repeat(6).trim();
const PHOTO_A = '/api/v1/files/public/portfolio/5/work-a.webp';
const PHOTO_B = '/api/v1/files/public/portfolio/5/work-b.webp';
const ITEM: TPortfolioItem = {
  Id: 12,
  Title: 'Moda Kahve sadakat uygulaması',
  CompanyName: 'Moda Kahve',
  CategoryId: 3,
  SectorId: 8,
  GeoScope: 'national',
  Audience: 'b2c',
  ClientCityId: 34,
  ImageSrcs: [PHOTO_A, PHOTO_B],
  VideoUrl: null,
  ExpertiseIds: [301],
  Skills: ['React Native', 'Node.js', 'Firebase'],
  Budget: '450000',
  BudgetCurrency: 'TRY',
  StartDate: '2025-03-01',
  EndDate: '2025-09-30',
  IsOngoing: false,
  Introduction: part('Moda Kahve 40 şubeli bir kahve zinciri.'),
  Challenges: part('Kartlı sadakat programı ölçülemiyordu.'),
  Solution: part('iOS ve Android için puan toplayan bir uygulama yaptık.'),
  Impact: part('İlk altı ayda tekrar gelen müşteri oranı yüzde 18 arttı.'),
  ReferenceUrl: null,
  Tags: ['sadakat', 'mobil', 'perakende'],
  UpdatedAt: '2026-01-01T00:00:00.000Z',
};

// Mantine's autosizing textarea listens to document.fonts, which jsdom does not have.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let answers: Response[];
beforeEach(() => {
  answers = [];
  fetchMock = vi.fn<typeof fetch>(async (url) =>
    String(url).includes('/Expertises')
      ? envelopeResponse(200, [{ Id: 301, CategoryId: 3, Key: 'mobile_ios_app', Name: 'iOS Uygulama' }])
      : (answers.shift() ?? envelopeResponse(500, null)),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const saveCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/Portfolio'));

describe('portfolio editor', () => {
  it('checks the rules before sending: required fields, the embed link, the 400-character story', async () => {
    renderApp(<PortfolioEditor item={null} options={OPTIONS} />);
    expect(screen.getByText('Toplam 0/400 karakter')).toBeTruthy();
    fireEvent.click(screen.getByTestId('save-work'));
    expect((await screen.findAllByText(FIELD_MESSAGES.required.tr)).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText(FIELD_MESSAGES.portfolioMedia.tr)).toBeTruthy();

    fireEvent.click(screen.getByText('Video'));
    const video = screen.getByRole('textbox', { name: /Video yerleştirme bağlantısı/ });
    fireEvent.change(video, { target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Etki/ }), {
      target: { value: 'Kısa bir etki.' },
    });
    expect(screen.getByText('Toplam 14/400 karakter')).toBeTruthy();
    fireEvent.click(screen.getByTestId('save-work'));
    expect(await screen.findByText(FIELD_MESSAGES.embedUrl.tr)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.portfolioDetail.tr)).toBeTruthy();
    expect(saveCalls()).toHaveLength(0);
  });

  it('reorders photos and asks before switching to a video, which clears them', async () => {
    renderApp(<PortfolioEditor item={ITEM} options={OPTIONS} />, { locale: 'en' });
    const srcs = () =>
      screen
        .getAllByTestId('portfolio-photo')
        .map((photo) => photo.querySelector('img')?.getAttribute('src'));
    expect(srcs()).toEqual([PHOTO_A, PHOTO_B]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Move the photo later' })[0]!);
    expect(srcs()).toEqual([PHOTO_B, PHOTO_A]);

    fireEvent.click(screen.getByText('Video'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/removes the photos/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(srcs()).toEqual([PHOTO_B, PHOTO_A]);

    fireEvent.click(screen.getByText('Video'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch' }));
    expect(await screen.findByRole('textbox', { name: /Video embed link/ })).toBeTruthy();
    fireEvent.click(screen.getByText('Photos'));
    expect(screen.queryAllByTestId('portfolio-photo')).toHaveLength(0);
  });

  it('refuses a tag that is already there, compared the Turkish way, and says why (issue 16)', async () => {
    renderApp(<PortfolioEditor item={ITEM} options={OPTIONS} />);
    const tags = screen.getByLabelText(/^Etiketler/, { selector: 'input' });
    const pills = () => [...tags.closest('.mantine-TagsInput-root')!.querySelectorAll('.mantine-Pill-label')];
    const tagValues = () => pills().map((pill) => pill.textContent);
    // Mantine ignores changes to an input without focus (autofill): type as a user would
    (tags as HTMLInputElement).focus();
    expect(tagValues()).toEqual(['sadakat', 'mobil', 'perakende']);
    fireEvent.change(tags, { target: { value: 'kahve' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    expect(tagValues()).toEqual(['sadakat', 'mobil', 'perakende', 'kahve']);
    for (const typed of ['mobil', 'MOBİL', 'Mobil ', 'KAHVE']) {
      fireEvent.change(tags, { target: { value: typed } });
      fireEvent.keyDown(tags, { key: 'Enter' });
    }
    expect(tagValues()).toEqual(['sadakat', 'mobil', 'perakende', 'kahve']);
    expect(await screen.findByText(FIELD_MESSAGES.duplicateTag.tr)).toBeTruthy();
    // a new tag is accepted and clears the message
    fireEvent.change(tags, { target: { value: 'web' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    expect(tagValues()).toEqual(['sadakat', 'mobil', 'perakende', 'kahve', 'web']);
    expect(screen.queryByText(FIELD_MESSAGES.duplicateTag.tr)).toBeNull();
    // a pasted list keeps one of each
    fireEvent.paste(tags, { clipboardData: { getData: () => 'ios, iOS, SADAKAT' } });
    expect(tagValues()).toEqual(['sadakat', 'mobil', 'perakende', 'kahve', 'web', 'ios']);
    // and the save sends no repeat
    answers.push(envelopeResponse(200, ITEM));
    fireEvent.click(screen.getByTestId('save-work'));
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
    expect(JSON.parse(String(saveCalls()[0]![1]?.body)).Tags).toEqual([
      'sadakat',
      'mobil',
      'perakende',
      'kahve',
      'web',
      'ios',
    ]);
  });

  it('shows the API field errors beside the fields, keeps what was typed, then saves', async () => {
    answers.push(
      envelopeResponse(400, null, {
        ErrorCode: 'VALIDATION_FAILED',
        Errors: { Tags: 'API: The same tag cannot be added twice.' },
      }),
    );
    renderApp(<PortfolioEditor item={ITEM} options={OPTIONS} />, { locale: 'en' });
    const title = screen.getByRole('textbox', { name: /Name of the work/ });
    fireEvent.change(title, { target: { value: 'A new title' } });
    const budget = screen.getByRole('textbox', { name: /Budget/ });
    fireEvent.change(budget, { target: { value: '10.000' } });
    expect((budget as HTMLInputElement).value).toBe('10000');
    fireEvent.click(screen.getByTestId('save-work'));
    expect(await screen.findByText('API: The same tag cannot be added twice.')).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('A new title');

    answers.push(envelopeResponse(200, { ...ITEM, Title: 'A new title' }));
    fireEvent.click(screen.getByTestId('save-work'));
    await waitFor(() => expect(saveCalls()).toHaveLength(2));
    const [url, init] = saveCalls()[1]!;
    expect(String(url)).toBe('http://api.test/api/v1/Portfolio/12');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      Title: 'A new title',
      CategoryId: 3,
      ExpertiseIds: [301],
      ImageSrcs: [PHOTO_A, PHOTO_B],
      VideoUrl: null,
      Budget: '10000',
      BudgetCurrency: 'TRY',
      Tags: ['sadakat', 'mobil', 'perakende'],
    });
  });
});

describe('portfolio list', () => {
  it('shows the "5 needed" task until five works and the 10 recommended', () => {
    renderApp(
      <PortfolioList
        initial={{ Items: [ITEM], TotalCount: 1, NeededForOpportunities: 5, Recommended: 10 }}
      />,
    );
    expect(screen.getByTestId('portfolio-task').textContent).toContain('1/5');
    expect(screen.getByText('Önerilen: 10 iş (1/10).')).toBeTruthy();
    expect(screen.getByText('Moda Kahve sadakat uygulaması')).toBeTruthy();
  });
});
