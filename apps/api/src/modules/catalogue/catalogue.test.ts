import { CATEGORY_GROUP_KEYS, CATEGORY_KEYS, categoryIdOf } from '@brifa/contracts';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { EXPERTISE_QUESTION_SEED } from '../../db/seed/catalogue-expertise-questions.ts';
import { EXPERTISE_SEED } from '../../db/seed/catalogue-expertises.ts';
import { seedReferenceData } from '../../db/seed/index.ts';
import { providerServices } from '../agencies/profile/services.table.ts';
import { providers } from '../identity/accounts/providers.table.ts';
import { users } from '../identity/users/users.table.ts';
import {
  categories,
  cities,
  countries,
  countryLanguages,
  districts,
  expertiseQuestions,
  expertises,
  productCategories,
  sectors,
  technologies,
} from './catalogue.table.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function get(url: string, cookies: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, cookies });
  return { status: res.statusCode, body: res.json() };
}

const english = { language: 'en-TR' };

describe('GET Category', () => {
  it('lists the 25 categories in their fixed order with ids 1..25, in Turkish by default', async () => {
    const { status, body } = await get('/api/v1/Category');
    expect(status).toBe(200);
    expect(body.IsSuccessful).toBe(true);
    expect(body.Data.map((c: { Key: string }) => c.Key)).toEqual([...CATEGORY_KEYS]);
    expect(body.Data.map((c: { Id: number }) => c.Id)).toEqual(CATEGORY_KEYS.map((_, i) => i + 1));
    const mobile = body.Data[categoryIdOf('mobile') - 1];
    expect(mobile).toMatchObject({
      Id: 3,
      Key: 'mobile',
      Name: 'Mobil Uygulama Geliştirme',
      GroupKey: 'technology',
      Translations: { tr: { Name: 'Mobil Uygulama Geliştirme' }, en: { Name: 'Mobile App Development' } },
    });
    expect(mobile.Description.length).toBeGreaterThan(20);
    expect(body.Data[categoryIdOf('tamHizmet') - 1].Name).toBe('Tam Hizmet Ajansı');
  });

  it('answers in English when the language cookie is en-TR', async () => {
    const { body } = await get('/api/v1/Category', english);
    expect(body.Data[0]).toMatchObject({ Key: 'software', Name: 'Software Development' });
    expect(body.Data[categoryIdOf('tamHizmet') - 1].Name).toBe('Full-Service Agency');
    expect(body.Data[categoryIdOf('specialSoftware') - 1].Name).toBe('Custom Software Development');
  });

  it('routes the lower-case path to the same call', async () => {
    const upper = await get('/api/v1/Category');
    const lower = await get('/api/v1/category');
    expect(lower.status).toBe(200);
    expect(lower.body).toEqual(upper.body);
  });

  it('counts each agency with at least one service in a category once, approved or not', async () => {
    const before = await get('/api/v1/Category');
    const countOf = (data: { Key: string; ProviderCount: number }[], key: string) =>
      data.find((c) => c.Key === key)?.ProviderCount;
    expect(countOf(before.body.Data, 'seo')).toBe(0);

    const db = t.database.db;
    const [owner] = await db
      .insert(users)
      .values({
        userType: 'provider',
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'ayse@ornekajans.com.tr',
        cellPhone: '+905321234567',
      })
      .returning({ id: users.id });
    const [agency] = await db
      .insert(providers)
      .values({
        ownerUserId: owner!.id,
        slug: 'ornek-ajans',
        companyNickName: 'Örnek Ajans',
        legalType: 'legal_entity',
        legalSuffix: 'LTD',
        companyTitle: 'Örnek Dijital Ajans Ltd. Şti.',
        countryId: 1,
        cityId: 34,
      })
      .returning({ id: providers.id });
    await db.insert(providerServices).values([
      { providerId: agency!.id, categoryId: categoryIdOf('seo'), name: 'Teknik SEO', level: 'expert' },
      { providerId: agency!.id, categoryId: categoryIdOf('seo'), name: 'Yerel SEO', level: 'advanced' },
      { providerId: agency!.id, categoryId: categoryIdOf('web'), name: 'Kurumsal site', level: 'medium' },
    ]);

    const after = await get('/api/v1/Category');
    expect(countOf(after.body.Data, 'seo')).toBe(1);
    expect(countOf(after.body.Data, 'web')).toBe(1);
    expect(countOf(after.body.Data, 'mobile')).toBe(0);
  });
});

describe('GET Category/by-group', () => {
  it('puts each of the 25 categories in exactly one named group', async () => {
    const { status, body } = await get('/api/v1/Category/by-group');
    expect(status).toBe(200);
    const groups: { GroupKey: string; Name: string; Categories: { Key: string; GroupKey: string }[] }[] =
      body.Data;
    expect(groups.map((g) => g.GroupKey)).toEqual([...CATEGORY_GROUP_KEYS]);
    const keys = groups.flatMap((g) => g.Categories.map((c) => c.Key));
    expect(keys).toHaveLength(25);
    expect(new Set(keys)).toEqual(new Set(CATEGORY_KEYS));
    for (const group of groups) {
      expect(group.Name).not.toBe('');
      for (const category of group.Categories) expect(category.GroupKey).toBe(group.GroupKey);
    }
    expect(groups[0]!.Name).toBe('Yazılım ve Teknoloji');
    const inEnglish = await get('/api/v1/category/BY-GROUP', english);
    expect(inEnglish.body.Data[0].Name).toBe('Software & Technology');
  });
});

describe('GET Sector', () => {
  it('lists industries alphabetically in Turkish with "Diğer" last', async () => {
    const { body } = await get('/api/v1/Sector');
    const names: string[] = body.Data.map((s: { Name: string }) => s.Name);
    expect(names.length).toBeGreaterThanOrEqual(30);
    expect(names.at(-1)).toBe('Diğer');
    const rest = names.slice(0, -1);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'tr')));
    expect(body.Data[0]).toEqual({
      Id: expect.any(Number),
      Key: expect.any(String),
      Name: expect.any(String),
    });
  });

  it('names sectors in English for an English caller', async () => {
    const { body } = await get('/api/v1/Sector', english);
    expect(body.Data.find((s: { Key: string }) => s.Key === 'healthcare').Name).toBe('Healthcare');
    expect(body.Data.at(-1).Name).toBe('Other');
  });
});

describe('GET Cities', () => {
  it('lists the 81 provinces of Türkiye by default, in Turkish alphabetical order', async () => {
    const { status, body } = await get('/api/v1/Cities');
    expect(status).toBe(200);
    const list: { Id: number; Code: number; Name: string; CountryId: number }[] = body.Data;
    expect(list).toHaveLength(81);
    expect(list[0]!.Name).toBe('Adana');
    expect(list.find((c) => c.Code === 34)).toEqual({ Id: 34, Code: 34, Name: 'İstanbul', CountryId: 1 });
    expect(list.find((c) => c.Id === 6)!.Name).toBe('Ankara');
    expect(list.find((c) => c.Id === 35)!.Name).toBe('İzmir');
    const names = list.map((c) => c.Name);
    expect(names.indexOf('Çanakkale')).toBe(names.indexOf('Bursa') + 1);
    expect(names.indexOf('Iğdır')).toBeLessThan(names.indexOf('İstanbul'));
    expect(names.at(-1)).toBe('Zonguldak');
  });

  it('chooses the country by id or ISO code, and answers an unknown country with no cities', async () => {
    expect((await get('/api/v1/Cities?CountryId=1')).body.Data).toHaveLength(81);
    expect((await get('/api/v1/Cities?CountryIso=TR')).body.Data).toHaveLength(81);
    expect((await get('/api/v1/cities?countryIso=tr')).status).toBe(200);
    expect((await get('/api/v1/Cities?CountryIso=tr')).body.Data).toHaveLength(81);
    const unknown = await get('/api/v1/Cities?CountryId=99');
    expect(unknown.status).toBe(200);
    expect(unknown.body.Data).toEqual([]);
    expect((await get('/api/v1/Cities?CountryIso=DE')).body.Data).toEqual([]);
  });

  it('rejects a malformed country id with the validation envelope', async () => {
    const { status, body } = await get('/api/v1/Cities?CountryId=abc');
    expect(status).toBe(400);
    expect(body).toMatchObject({ IsSuccessful: false, StatusCode: 400, ErrorCode: 'VALIDATION_FAILED' });
    expect(body.Errors.CountryId).toBe('Geçersiz değer.');
  });
});

describe('GET District', () => {
  it('lists the 39 districts of İstanbul alphabetically', async () => {
    const { status, body } = await get('/api/v1/District?CityId=34');
    expect(status).toBe(200);
    const list: { Id: number; CityId: number; Name: string }[] = body.Data;
    expect(list).toHaveLength(39);
    const names = list.map((d) => d.Name);
    expect(names).toContain('Kadıköy');
    expect(names).toContain('Beşiktaş');
    expect(names).toContain('Şişli');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
    expect(list.every((d) => d.CityId === 34 && Math.floor(d.Id / 1000) === 34)).toBe(true);
    const ankara = await get('/api/v1/District?CityId=6');
    expect(ankara.body.Data.map((d: { Name: string }) => d.Name)).toContain('Çankaya');
  });

  it('requires CityId', async () => {
    const { status, body } = await get('/api/v1/District');
    expect(status).toBe(400);
    expect(body).toMatchObject({ IsSuccessful: false, ErrorCode: 'VALIDATION_FAILED' });
    expect(body.Errors.CityId).toBe('Bu alan zorunludur.');
    const inEnglish = await get('/api/v1/District', english);
    expect(inEnglish.body.Errors.CityId).toBe('This field is required.');
    expect((await get('/api/v1/District?CityId=abc')).status).toBe(400);
  });

  it('answers a city without districts with an empty list', async () => {
    expect((await get('/api/v1/District?CityId=999')).body.Data).toEqual([]);
  });
});

describe('GET Expertises', () => {
  it('lists every expertise, or those of one category', async () => {
    const all = await get('/api/v1/Expertises');
    expect(all.body.Data).toHaveLength(EXPERTISE_SEED.length);
    const mobile = await get(`/api/v1/Expertises?CategoryId=${categoryIdOf('mobile')}`, english);
    const names = mobile.body.Data.map((e: { Name: string }) => e.Name);
    expect(names).toContain('iOS App');
    expect(names).toContain('Android App');
    expect(mobile.body.Data.every((e: { CategoryId: number }) => e.CategoryId === 3)).toBe(true);
    expect(mobile.body.Data[0]).toEqual({ Id: 301, CategoryId: 3, Key: 'mobile_ios_app', Name: 'iOS App' });
  });

  it('gives every category 4 to 8 expertises with unique keys', () => {
    const keys = EXPERTISE_SEED.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of CATEGORY_KEYS) {
      const n = EXPERTISE_SEED.filter((e) => e.categoryId === categoryIdOf(key)).length;
      expect(n, key).toBeGreaterThanOrEqual(4);
      expect(n, key).toBeLessThanOrEqual(8);
    }
  });
});

describe('GET Expertises/questions/{id}', () => {
  it('returns the mobile brief questions with options in both languages', async () => {
    const tr = await get(`/api/v1/Expertises/questions/${categoryIdOf('mobile')}`);
    const en = await get(`/api/v1/expertises/questions/${categoryIdOf('mobile')}`, english);
    expect(tr.status).toBe(200);
    const platformsTr = tr.body.Data[0];
    const platformsEn = en.body.Data[0];
    expect(platformsTr).toMatchObject({
      CategoryId: 3,
      Key: 'platforms',
      AnswerType: 'single',
      IsRequired: true,
      Question: 'Uygulama hangi platformlarda çalışacak?',
    });
    expect(platformsEn.Question).toBe('Which platforms should the app run on?');
    expect(platformsTr.Options.map((o: { Key: string }) => o.Key)).toEqual([
      'ios',
      'android',
      'both',
      'not_sure',
    ]);
    expect(platformsTr.Options.find((o: { Key: string }) => o.Key === 'both').Name).toBe('iOS ve Android');
    expect(platformsEn.Options.find((o: { Key: string }) => o.Key === 'both').Name).toBe(
      'Both iOS and Android',
    );
    expect(tr.body.Data.map((q: { Key: string }) => q.Key)).toEqual(
      en.body.Data.map((q: { Key: string }) => q.Key),
    );
  });

  it('answers an unknown category with 404 and a malformed id with 400', async () => {
    const unknown = await get('/api/v1/Expertises/questions/999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ IsSuccessful: false, ErrorCode: 'NOT_FOUND', Data: null });
    expect((await get('/api/v1/Expertises/questions/abc')).status).toBe(400);
  });

  it('gives every category 2 to 4 well-formed questions', () => {
    for (const key of CATEGORY_KEYS) {
      const questions = EXPERTISE_QUESTION_SEED.filter((q) => q.categoryId === categoryIdOf(key));
      expect(questions.length, key).toBeGreaterThanOrEqual(2);
      expect(questions.length, key).toBeLessThanOrEqual(4);
      expect(new Set(questions.map((q) => q.key)).size, key).toBe(questions.length);
      for (const q of questions) {
        if (q.answerType === 'text') expect(q.options, q.key).toEqual([]);
        else {
          expect(q.options.length, `${key}.${q.key}`).toBeGreaterThanOrEqual(3);
          expect(q.options.length, `${key}.${q.key}`).toBeLessThanOrEqual(7);
          expect(new Set(q.options.map((o) => o.Key)).size).toBe(q.options.length);
          for (const o of q.options) expect(o.Key).toMatch(/^[a-z][a-z0-9_]*$/);
        }
      }
    }
  });
});

describe('GET CountryLanguage', () => {
  it('lists Turkish (default) and English for Türkiye', async () => {
    const { body } = await get('/api/v1/CountryLanguage');
    expect(body.Data).toEqual([
      {
        Id: 1,
        CountryId: 1,
        IsoCode: 'tr-TR',
        LanguageIso: 'tr',
        Name: 'Türkçe',
        NativeName: 'Türkçe',
        IsDefault: true,
        IsAvailable: true,
      },
      {
        Id: 2,
        CountryId: 1,
        IsoCode: 'en-TR',
        LanguageIso: 'en',
        Name: 'İngilizce',
        NativeName: 'English',
        IsDefault: false,
        IsAvailable: true,
      },
    ]);
  });

  it('lists the available ones under the spec’s spelling "avaliables"', async () => {
    const { status, body } = await get('/api/v1/CountryLanguage/avaliables', english);
    expect(status).toBe(200);
    expect(body.Data.map((l: { IsoCode: string }) => l.IsoCode)).toEqual(['tr-TR', 'en-TR']);
    expect(body.Data[1].Name).toBe('English');
    expect(body.Data[0].Name).toBe('Turkish');
  });
});

describe('GET ProductCategory', () => {
  it('lists product categories mapped to offer categories, with both translations', async () => {
    const { status, body } = await get('/api/v1/ProductCategory');
    expect(status).toBe(200);
    expect(body.Data.length).toBeGreaterThanOrEqual(15);
    const logo = body.Data.find((p: { Key: string }) => p.Key === 'logo_design');
    expect(logo).toEqual({
      Id: 1,
      Key: 'logo_design',
      Name: 'Logo Tasarım Paketi',
      CategoryId: categoryIdOf('branding'),
      Translations: { tr: { Name: 'Logo Tasarım Paketi' }, en: { Name: 'Logo Design Package' } },
    });
    for (const p of body.Data) expect(p.CategoryId).toBeGreaterThanOrEqual(1);
  });
});

describe('seedReferenceData', () => {
  const tables: [string, PgTable][] = [
    ['countries', countries],
    ['country_languages', countryLanguages],
    ['categories', categories],
    ['sectors', sectors],
    ['cities', cities],
    ['districts', districts],
    ['technologies', technologies],
    ['expertises', expertises],
    ['expertise_questions', expertiseQuestions],
    ['product_categories', productCategories],
  ];

  async function counts() {
    const result: Record<string, number> = {};
    for (const [name, table] of tables) {
      const [row] = await t.database.db.select({ n: count() }).from(table);
      result[name] = Number(row!.n);
    }
    return result;
  }

  it('can run again and again without changing anything', async () => {
    const before = await counts();
    expect(before).toMatchObject({ countries: 1, country_languages: 2, categories: 25, cities: 81 });
    expect(before.districts).toBe(973);
    expect(before.technologies).toBeGreaterThanOrEqual(60);
    await seedReferenceData(t.database.db);
    await seedReferenceData(t.database.db);
    expect(await counts()).toEqual(before);
    expect((await get('/api/v1/Category')).body.Data).toHaveLength(25);
  });

  it('restores edited seed text but keeps an operator’s deactivation of a category', async () => {
    const db = t.database.db;
    const id = categoryIdOf('other');
    await db.update(categories).set({ nameTr: 'Yanlış', isActive: false }).where(eq(categories.id, id));
    await seedReferenceData(db);
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    expect(row).toMatchObject({ nameTr: 'Diğer Hizmetler', isActive: false });
    expect((await get('/api/v1/Category')).body.Data.map((c: { Key: string }) => c.Key)).not.toContain(
      'other',
    );
    expect((await get(`/api/v1/Expertises/questions/${id}`)).status).toBe(404);
    await db.update(categories).set({ isActive: true }).where(eq(categories.id, id));
  });
});
