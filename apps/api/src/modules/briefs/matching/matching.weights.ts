/**
 * How the engine ranks eligible agencies: every factor is scaled to 0..1 and multiplied by its weight.
 * Tune here only; tests assert orderings, not the numbers.
 */
export const MATCH_WEIGHTS = {
  relevance: {
    /** The agency's best expertise areas in the brief's category (up to 3 count). */
    expertise: 10,
    /** The brief's sector is among the agency's best sectors. */
    sector: 8,
    /** Share of the technologies the brief names that the agency lists. */
    technology: 8,
    /** Full-text similarity of the brief with the agency's services, descriptions and portfolio. */
    text: 20,
    /** Same city 1, same region 0.5. */
    city: 6,
  },
  quality: {
    /** Average rating / 5, trusted in proportion to verified reviews (up to 10). */
    rating: 8,
    reviews: 4,
    profileLevel: 5,
    responseRate: 6,
    /** 1 when the agency answers at once, 0 at 24 hours or more. */
    responseSpeed: 3,
    /** Negative client feedback with a reason in the last 90 days (up to 5), subtracted. */
    negativeFeedback: 6,
  },
  commercial: {
    subscription: 6,
    boost: 5,
    categoryTop: 4,
  },
  fairness: {
    /** Fewer matches in the last 30 days ranks higher (20 or more count as 0). */
    recentLeads: 10,
  },
} as const;

/** Stage one keeps this many candidates by the cheap score before full-text re-ranking. */
export const RERANK_POOL = 24;
/** Recent leads at which the fairness factor reaches 0. */
export const FAIRNESS_SATURATION = 20;
/**
 * At most this many agencies of a category, best prior score first, are scored for one brief, plus this
 * many of the brief's own city: a bounded cost per brief however large a category grows.
 */
export const SCAN_LIMIT = 1000;
export const LOCAL_SCAN_LIMIT = 200;
