import { MAX_FILE_BYTES } from '@brifa/contracts';
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a taken e-mail message beside the e-mail field', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(409, null, {
        Message: 'Bu e-posta adresiyle kayıtlı bir hesap var.',
        ErrorCode: 'EMAIL_TAKEN',
      }),
    );
    renderApp(<ProfileSection user={sessionUserFixture()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kaydet' }));
    const email = screen.getByLabelText(/İletişim e-postası/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Bu e-posta adresiyle kayıtlı bir hesap var.')).toBeTruthy();
    expect(lastCall()).toMatchObject({ method: 'PUT', url: 'http://api.test/api/v1/user/name' });
    expect(JSON.parse(String(lastCall().body))).toEqual({
      Name: 'Ayşe',
      Surname: 'Yılmaz',
      Email: 'ayse@example.com',
    });
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
