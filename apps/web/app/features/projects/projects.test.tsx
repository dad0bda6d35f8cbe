import type { TOffer } from '@brifa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerFixture } from '../../../test/offer-fixture.ts';
import { envelopeResponse, renderApp } from '../../../test/render-app.tsx';
import { ProjectCard } from './components/project-card.tsx';

function offer(overrides: Partial<TOffer> = {}): TOffer {
  return offerFixture({ ...overrides });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function actionNames(): string[] {
  return within(screen.getByTestId('project-actions'))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('project card', () => {
  it('shows the project, its status with an explanation and the actions the API allows', () => {
    renderApp(<ProjectCard offer={offer()} />);
    const card = screen.getByTestId('project-card');
    expect(within(card).getByText('Mobil Uygulama Geliştirme')).toBeTruthy();
    expect(within(card).getByText('Deniz Gıda A.Ş.')).toBeTruthy();
    expect(within(card).getByText('4 Mart 2026 tarihinde oluşturuldu')).toBeTruthy();
    expect(within(card).getByTestId('project-status').textContent).toBe('Teklif bekleniyor');
    expect(within(card).getByText(/teklifler 24 saat içinde gelir/)).toBeTruthy();
    expect(within(card).getByText('5 eşleşen ajans')).toBeTruthy();
    expect(actionNames()).toEqual(['Durdur', 'Projeyi kapat', 'Sil']);
  });

  it('offers only reactivation for a stopped project and nothing but delete for a closed one', () => {
    const { unmount } = renderApp(
      <ProjectCard offer={offer({ Status: 'stopped', Actions: ['activate', 'close'] })} />,
    );
    expect(actionNames()).toEqual(['Yeniden başlat', 'Projeyi kapat', 'Sil']);
    unmount();
    renderApp(<ProjectCard offer={offer({ Status: 'closed', Actions: [] })} />, { locale: 'en' });
    expect(screen.getByTestId('project-status').textContent).toBe('Closed');
    expect(screen.getByText('Closed projects cannot be reopened.')).toBeTruthy();
    expect(actionNames()).toEqual(['Delete']);
  });

  it('asks for confirmation before closing, then calls the API and shows its message', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(200, offer({ Status: 'closed', Actions: [] }), { Message: 'Proje kapatıldı.' }),
    );
    renderApp(<ProjectCard offer={offer()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Projeyi kapat' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/kapatmak kalıcıdır/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Projeyi kapat' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet, kapat' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/api/v1/offer/k3y-abcdef12/close');
    expect(init?.method).toBe('POST');
    expect(await screen.findByText('Proje kapatıldı.')).toBeTruthy();
  });

  it('stops at once and shows the API message when a transition is refused', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(409, null, {
        ErrorCode: 'OFFER_TRANSITION_INVALID',
        Message: 'Proje şu anki durumunda bu işleme izin vermiyor.',
      }),
    );
    renderApp(<ProjectCard offer={offer()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Durdur' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://api.test/api/v1/offer/k3y-abcdef12/stop');
    expect(await screen.findByText('Proje şu anki durumunda bu işleme izin vermiyor.')).toBeTruthy();
  });
});
