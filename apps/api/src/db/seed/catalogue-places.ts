import { TURKEY_COUNTRY_ID, TURKEY_ISO2 } from '@brifa/contracts';
import geo from './geo-turkey.seed.json' with { type: 'json' };

export const COUNTRY_SEED = [
  { id: TURKEY_COUNTRY_ID, iso2: TURKEY_ISO2, nameTr: 'Türkiye', nameEn: 'Türkiye', defaultLanguage: 'tr' },
];

export const COUNTRY_LANGUAGE_SEED = [
  {
    id: 1,
    countryId: TURKEY_COUNTRY_ID,
    isoCode: 'tr-TR',
    languageIso: 'tr',
    nameTr: 'Türkçe',
    nameEn: 'Turkish',
    nativeName: 'Türkçe',
    isAvailable: true,
    isDefault: true,
  },
  {
    id: 2,
    countryId: TURKEY_COUNTRY_ID,
    isoCode: 'en-TR',
    languageIso: 'en',
    nameTr: 'İngilizce',
    nameEn: 'English',
    nativeName: 'English',
    isAvailable: true,
    isDefault: false,
  },
];

/** Turkey's 81 provinces: id = code = licence-plate number (34 İstanbul, 6 Ankara, 35 İzmir). */
export const CITY_SEED = geo.provinces.map((province) => ({
  id: province.code,
  countryId: TURKEY_COUNTRY_ID,
  code: province.code,
  name: province.name,
}));

/** District ids are assigned by scripts/generate-geo-seed.ts (plate code * 1000 + position); see there. */
export const DISTRICT_SEED = geo.provinces.flatMap((province) =>
  province.districts.map((district) => ({ id: district.id, cityId: province.code, name: district.name })),
);
