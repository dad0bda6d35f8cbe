import type { TDb } from '../../../platform/db.ts';
import type { TQuestionOption } from '../../catalogue/catalogue.table.ts';
import { selectMatchingReference } from './matching.repo.ts';

type TNames = { tr: string; en: string };
type TQuestion = { key: string; options: TQuestionOption[] };

export type TMatchingReference = {
  categories: Map<number, TNames>;
  sectors: Map<number, TNames>;
  cities: Map<number, string>;
  expertises: Map<number, TNames>;
  technologies: { id: number; name: string }[];
  questionsByCategory: Map<number, TQuestion[]>;
};

/** Reference data changes only with a deploy's seed; a few minutes of staleness is harmless. */
const TTL_MS = 10 * 60_000;
let cache: { at: number; value: TMatchingReference } | undefined;

/**
 * Names, technologies and brief questions for matching, read once and kept in memory, so that matching a
 * brief spends its round trips on agencies, not on the catalogue.
 */
export async function matchingReference(db: TDb, now = Date.now()): Promise<TMatchingReference> {
  if (cache && now - cache.at < TTL_MS) return cache.value;
  const rows = await selectMatchingReference(db);
  const names = (row: { id: number; nameTr: string; nameEn: string }) =>
    [row.id, { tr: row.nameTr, en: row.nameEn }] as const;
  const questionsByCategory = new Map<number, TQuestion[]>();
  for (const row of rows.questionRows) {
    const list = questionsByCategory.get(row.categoryId) ?? [];
    list.push({ key: row.key, options: row.options });
    questionsByCategory.set(row.categoryId, list);
  }
  const value: TMatchingReference = {
    categories: new Map(rows.categoryRows.map(names)),
    sectors: new Map(rows.sectorRows.map(names)),
    cities: new Map(rows.cityRows.map((row) => [row.id, row.name])),
    expertises: new Map(rows.expertiseRows.map(names)),
    technologies: rows.technologyRows,
    questionsByCategory,
  };
  cache = { at: now, value };
  return value;
}
