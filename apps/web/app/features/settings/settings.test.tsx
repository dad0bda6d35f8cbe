import { MAX_FILE_BYTES } from '@brifa/contracts';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderApp, sessionUserFixture } from '../../../test/render-app.tsx';
import { imageFileProblem } from './components/image-file.ts';
import { LanguageSection } from './components/language-section.tsx';
import { PasswordSection } from './components/password-section.tsx';
import { PhotoSection } from './components/photo-section.tsx';
import { ProfileSection } from './components/profile-section.tsx';
import { formatCountdown } from './components/use-countdown.ts';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie jar between tests.
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  clearCookies();
});

afterEach(() => {
  cleanup();
  // Notifications live in a global store: one shown by a save must not reach the next test's page.
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
});

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), method: init?.method, body: init?.body };
}

describe('image checks in the browser', () => {
  it('accepts jpg, jpeg and png up to 10 MB', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png']) {
      expect(imageFileProblem({ name, size: 1000, type: '' })).toBeNull();
    }
    expect(imageFileProblem({ name: 'a.png', size: MAX_FILE_BYTES, type: 'image/png' })).toBeNull();
  });

  it('refuses other types and bigger files', () => {
    expect(imageFileProblem({ name: 'a.gif', size: 10, type: 'image/gif' })).toBe('FILE_TYPE_INVALID');
    expect(imageFileProblem({ name: 'a.png', size: 10, type: 'application/pdf' })).toBe('FILE_TYPE_INVALID');
    expect(imageFileProblem({ name: 'a.png', size: MAX_FILE_BYTES + 1, type: 'image/png' })).toBe(
      'FILE_TOO_BIG',
    );
  });

  it('formats the resend countdown as minutes and seconds', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});

describe('profile section', () => {
  it('shows the required message beside an empty field without calling the API', async () => {
    renderApp(<ProfileSection user={sessionUserFixture()} />);
    const name = await screen.findByLabelText(/^Ad/);
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu alan zorunludur.')).toBeTruthy();
    // Only the pending e-mail change was read; nothing was saved.
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('asks for the current password when the e-mail changes, then shows the address waiting for its link', async () => {
    const status = { PendingEmail: null as string | null, ExpiresAt: null, HasPassword: true };
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/user/email-change')) return envelopeResponse(200, status);
      if (url.endsWith('/user/name') && init?.method === 'PUT')
        return envelopeResponse(200, { ...status, PendingEmail: 'yeni@example.com' });
      return envelopeResponse(200, sessionUserFixture());
    });
    renderApp(<ProfileSection user={sessionUserFixture()} />, { locale: 'en' });
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    fireEvent.change(await screen.findByLabelText(/E-mail \(your sign-in address\)/), {
      target: { value: 'yeni@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter your current password to change your e-mail address.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/user/name'))).toBe(false);
    // The keyboard lands on the field that needs the password.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Current password/)));

    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'guclu-sifre-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('pending-email')).textContent).toContain(
      'Waiting for confirmation: yeni@example.com. Check your inbox',
    );
    expect(lastCall()).toMatchObject({ method: 'PUT', url: 'http://api.test/api/v1/user/name' });
    expect(JSON.parse(String(lastCall().body))).toEqual({
      Name: 'Ayşe',
      Surname: 'Yılmaz',
      Email: 'yeni@example.com',
      CurrentPassword: 'guclu-sifre-2026',
    });
    // The field shows the sign-in address again: it changes only when the link is opened.
    expect((screen.getByLabelText(/E-mail \(your sign-in address\)/) as HTMLInputElement).value).toBe(
      'ayse@example.com',
    );
  });

  it('puts a wrong password message beside the password field', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith('/user/email-change'))
        return envelopeResponse(200, { PendingEmail: null, ExpiresAt: null, HasPassword: true });
      return envelopeResponse(400, null, {
        Message: 'Mevcut şifreniz hatalı.',
        ErrorCode: 'WRONG_CURRENT_PASSWORD',
        Errors: { CurrentPassword: 'Mevcut şifreniz hatalı.' },
      });
    });
    renderApp(<ProfileSection user={sessionUserFixture()} />);
    fireEvent.change(await screen.findByLabelText(/E-posta \(giriş adresiniz\)/), {
      target: { value: 'yeni@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/Mevcut şifreniz/), { target: { value: 'yanlis-sifre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    // Shown beside the password field.
    expect(await screen.findByText('Mevcut şifreniz hatalı.')).toBeTruthy();
  });
});

describe('password section', () => {
  it('asks for the current password and matching new passwords', async () => {
    renderApp(<PasswordSection />, { locale: 'en' });
    fireEvent.change(await screen.findByLabelText(/^New password \*?$/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/New password \(again\)/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('photo section', () => {
  it('refuses a file that is not an image before uploading', async () => {
    const { container } = renderApp(<PhotoSection user={sessionUserFixture()} />);
    await screen.findByText('Profil fotoğrafı');
    const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Geçersiz dosya türü. Yalnızca JPG, JPEG veya PNG görseller yüklenebilir.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads a png as multipart with the File field and shows the server’s refusal', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(415, null, { Message: 'Geçersiz dosya türü.', ErrorCode: 'FILE_TYPE_INVALID' }),
    );
    const { container } = renderApp(<PhotoSection user={sessionUserFixture()} />);
    await screen.findByText('Profil fotoğrafı');
    const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['not an image'], 'fake.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Geçersiz dosya türü.')).toBeTruthy();
    const { url, method, body } = lastCall();
    expect([url, method]).toEqual(['http://api.test/api/v1/user/image', 'PUT']);
    expect((body as FormData).get('File')).toBeInstanceOf(File);
  });
});

describe('language section', () => {
  it('sets the language and country cookies only after the API accepts the change', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, null));
    renderApp(<LanguageSection />);
    fireEvent.click(await screen.findByText('English'));
    await waitFor(() => expect(document.cookie).toContain('language=en-TR'));
    expect(document.cookie).toContain('country=TR');
    expect(JSON.parse(String(lastCall().body))).toEqual({ LanguageCode: 'en-TR' });
  });

  it('leaves the cookies alone and shows the message when the change fails', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(200, null, {
        IsSuccessful: true,
        HasExceptionError: true,
        Message: 'Dil değiştirilemedi.',
      }),
    );
    renderApp(<LanguageSection />);
    fireEvent.click(await screen.findByText('English'));
    expect(await screen.findByText('Dil değiştirilemedi.')).toBeTruthy();
    expect(document.cookie).not.toContain('language=');
    expect(document.cookie).not.toContain('country=');
  });
});
