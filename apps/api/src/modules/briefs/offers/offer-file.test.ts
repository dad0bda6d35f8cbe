import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { COMPLETE_FIELDS, createBrief } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { providerMembers } from '../../identity/accounts/providers.table.ts';
import { matchedProviders } from '../matching/matching.table.ts';
import { cleanFileName, contentDisposition, detectOfferFileType } from './offer-file.service.ts';
import { offers } from './offers.table.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOADS_DIR: `/tmp/brifa-test-offer-files-${process.pid}` } });
});
afterAll(() => t.close());

async function createOffer(token: string): Promise<{ key: string; id: number }> {
  const offer = await createBrief(t.app, token, COMPLETE_FIELDS);
  return { key: offer.OfferKey, id: offer.Id };
}

function multipart(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----brifa-offer-file-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (token: string, key: string, name: string, content: Buffer, type?: string) => {
  const form = multipart(name, content, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/Offer/${key}/file`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};
const download = (token: string, key: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/Offer/${key}/file`, headers: bearer(token) });

/** A stored (uncompressed) zip with the given entries; enough structure for the type check. */
function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from('<x/>');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function ole(streamName: string): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([
    header,
    Buffer.alloc(504),
    Buffer.from(`${streamName}\u0000`, 'utf16le'),
    Buffer.alloc(64),
  ]);
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describe('detecting the attachment type by content', () => {
  it('recognises the accepted formats whatever the name says', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const jpg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(detectOfferFileType(PDF)).toBe('pdf');
    expect(detectOfferFileType(png)).toBe('png');
    expect(detectOfferFileType(jpg)).toBe('jpg');
    expect(detectOfferFileType(zip(['[Content_Types].xml', 'word/document.xml']))).toBe('docx');
    expect(detectOfferFileType(zip(['[Content_Types].xml', 'xl/workbook.xml']))).toBe('xlsx');
    expect(detectOfferFileType(zip(['[Content_Types].xml', 'ppt/presentation.xml']))).toBe('pptx');
    expect(detectOfferFileType(ole('WordDocument'))).toBe('doc');
    expect(detectOfferFileType(ole('Workbook'))).toBe('xls');
    expect(detectOfferFileType(Buffer.from('Brif notları: İstanbul, Şişli.\r\n\tİkinci satır.\n'))).toBe(
      'txt',
    );
  });

  it('refuses anything else', () => {
    expect(detectOfferFileType(Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000'))).toBeNull();
    expect(detectOfferFileType(zip(['payload.exe']))).toBeNull();
    expect(detectOfferFileType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull();
    expect(detectOfferFileType(ole('PowerPoint Document'))).toBeNull();
    expect(detectOfferFileType(Buffer.from('GIF89a\u0001\u0000'))).toBeNull();
    expect(detectOfferFileType(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toBeNull();
    expect(detectOfferFileType(Buffer.alloc(0))).toBeNull();
  });

  it('keeps a clean name with the right extension and a safe Content-Disposition', () => {
    expect(cleanFileName('C:\\Users\\ayse\\Brif "son".PDF', 'pdf')).toBe('Brif son.pdf');
    expect(cleanFileName('logo.jpeg', 'jpg')).toBe('logo.jpeg');
    expect(cleanFileName('rapor.pdf', 'png')).toBe('rapor.png');
    expect(cleanFileName('', 'txt')).toBe('brief.txt');
    expect(contentDisposition('Şirket brifi.pdf')).toBe(
      `attachment; filename="Sirket brifi.pdf"; filename*=UTF-8''%C5%9Eirket%20brifi.pdf`,
    );
  });
});

describe('POST Offer/{id}/file', () => {
  it('stores the owner’s file, records it on the project and replaces it on a second upload', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const offer = await createOffer(token);
    const first = await upload(token, offer.key, 'Kurumsal kimlik brifi.pdf', PDF, 'application/pdf');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Data).toEqual({
      FileName: 'Kurumsal kimlik brifi.pdf',
      FileType: 'application/pdf',
      FileBytes: PDF.length,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/offer/${offer.key}/page`,
      headers: bearer(token),
    });
    expect(page.json().Data.FileName).toBe('Kurumsal kimlik brifi.pdf');

    const text = Buffer.from('Ek bilgiler: mağaza listesi ve marka renkleri.\n');
    const second = await upload(token, offer.key, 'notlar.txt', text, 'text/plain');
    expect(second.json().Data).toMatchObject({ FileName: 'notlar.txt', FileType: 'text/plain' });
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ fileName: 'notlar.txt', fileType: 'text/plain', fileBytes: text.length });
    expect(row!.fileKey).toMatch(new RegExp(`^offers/${offer.id}/[\\w-]+\\.txt$`));

    const got = await download(token, offer.key);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toContain('text/plain');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="notlar.txt"; filename*=UTF-8''notlar.txt`,
    );
    expect(got.rawPayload.equals(text)).toBe(true);
  });

  it('refuses a file over 10 MB and a type it does not accept, with a localised message', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const offer = await createOffer(token);
    const big = await upload(
      token,
      offer.key,
      'huge.pdf',
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ ErrorCode: 'FILE_TOO_BIG', IsSuccessful: false });

    const exe = await upload(
      token,
      offer.key,
      'brief.pdf',
      Buffer.from('MZ\u0090\u0000binary'),
      'application/pdf',
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ ErrorCode: 'OFFER_FILE_TYPE_INVALID' });
    expect(exe.json().Message).toContain('Bu dosya türü kabul edilmiyor');
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Offer/${offer.key}/file`,
      headers: {
        ...bearer(token),
        'accept-language': 'en-TR',
        ...multipart('a.zip', zip(['a.txt'])).headers,
      },
      payload: multipart('a.zip', zip(['a.txt'])).payload,
    });
    expect(english.json().Message).toContain('This file type is not accepted');
    expect((await download(token, offer.key)).statusCode).toBe(404);
  });

  it('lets only the owner upload, and needs a signed-in user', async () => {
    const owner = await signUp(t.app, t.database.db);
    const other = await signUp(t.app, t.database.db);
    const offer = await createOffer(owner.token);
    expect((await upload(other.token, offer.key, 'x.pdf', PDF)).json()).toMatchObject({
      StatusCode: 404,
      ErrorCode: 'OFFER_NOT_FOUND',
    });
    const form = multipart('x.pdf', PDF);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Offer/${offer.key}/file`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET Offer/{id}/file', () => {
  async function agency() {
    const account = await signUp(t.app, t.database.db, { kind: 'agency' });
    const [member] = await t.database.db
      .select()
      .from(providerMembers)
      .where(eq(providerMembers.userId, account.userId));
    return { ...account, providerId: member!.providerId };
  }

  async function match(offerId: number, providerId: number, accessAt: Date | null) {
    await t.database.db
      .insert(matchedProviders)
      .values({
        offerId,
        providerId,
        source: 'engine',
        score: 0.5,
        reasons: [],
        createdAt: TEST_NOW,
        respondBy: new Date(TEST_NOW.getTime() + 24 * 3600_000),
        accessAt,
      })
      .onConflictDoUpdate({
        target: [matchedProviders.offerId, matchedProviders.providerId],
        set: { accessAt },
      });
  }

  it('serves the owner and agencies with access; everybody else gets 404, never the file', async () => {
    const owner = await signUp(t.app, t.database.db);
    const offer = await createOffer(owner.token);
    const docx = zip(['[Content_Types].xml', 'word/document.xml']);
    expect((await upload(owner.token, offer.key, 'İhtiyaç listesi.docx', docx)).statusCode).toBe(200);

    const owned = await download(owner.token, offer.key);
    expect(owned.statusCode).toBe(200);
    expect(owned.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(owned.headers['content-disposition']).toContain(
      `filename*=UTF-8''%C4%B0htiya%C3%A7%20listesi.docx`,
    );
    expect(owned.rawPayload.equals(docx)).toBe(true);

    const withAccess = await agency();
    const withoutAccess = await agency();
    const unmatched = await agency();
    const stranger = await signUp(t.app, t.database.db);
    await match(offer.id, withAccess.providerId, null);
    await match(offer.id, withoutAccess.providerId, null);

    for (const token of [withAccess.token, withoutAccess.token, unmatched.token, stranger.token]) {
      const res = await download(token, offer.key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ IsSuccessful: false, StatusCode: 404 });
      expect(res.rawPayload.includes(docx)).toBe(false);
    }

    await match(offer.id, withAccess.providerId, TEST_NOW);
    const granted = await download(withAccess.token, offer.key);
    expect(granted.statusCode).toBe(200);
    expect(granted.rawPayload.equals(docx)).toBe(true);
    expect((await download(withoutAccess.token, offer.key)).statusCode).toBe(404);
    // An agency with access may read the file but never replace it.
    expect((await upload(withAccess.token, offer.key, 'x.pdf', PDF)).statusCode).toBe(404);

    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/Offer/${offer.key}/file` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.includes(docx)).toBe(false);
  });

  it('answers 404 for a project without a file, an unknown key and a deleted project', async () => {
    const owner = await signUp(t.app, t.database.db);
    const offer = await createOffer(owner.token);
    expect((await download(owner.token, offer.key)).statusCode).toBe(404);
    expect((await download(owner.token, 'no-such-offer-key')).statusCode).toBe(404);
    await upload(owner.token, offer.key, 'brief.pdf', PDF);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/offer/${offer.key}`, headers: bearer(owner.token) });
    expect((await download(owner.token, offer.key)).statusCode).toBe(404);
  });
});
