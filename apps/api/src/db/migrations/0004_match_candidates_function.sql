-- The matching engine's candidate query (apps/api/src/modules/matching/matching.engine.ts calls it).
-- A PL/pgSQL function so that each connection plans it once: matching one brief should cost the scan,
-- not the planning.
--
-- Candidates without scoring the whole category: prior_score holds every brief-independent part of the
-- score, so score <= prior_score + the brief-dependent maximum (sector, technology and city weights).
-- Phase one reads the category in prior_score order and stops after p_pool eligible agencies; the lowest
-- score among them is a floor. Phase two scores the agencies whose prior_score can still reach that floor:
-- the best p_scan of the category by prior_score, and below those the best p_local of the brief's own city
-- (which the city bonus can lift from further down). The best p_pool by score then get full-text similarity (Turkish and
-- English). Exact whenever the category has at most p_scan agencies above the floor.
-- Every exclusion rule the brief decides (the static ones decided whether the row exists at all).
CREATE OR REPLACE FUNCTION match_candidate_eligible(
  m provider_match_categories,
  p_city integer, p_region_bit integer, p_refused smallint, p_now timestamptz, p_fee bigint,
  p_audience text, p_geo_scope text, p_business_type text, p_sector integer, p_turnover text,
  p_company_size text, p_mobile_budget bigint, p_required integer[], p_exclude bigint[], p_only bigint[]
) RETURNS boolean
LANGUAGE sql IMMUTABLE
AS $$
  SELECT (m.preference_flags & p_refused) = 0
    AND CASE WHEN m.own_city_only THEN m.city_id = p_city ELSE (m.work_region_bits & p_region_bit) <> 0 END
    AND (m.subscribed_until > p_now OR m.wallet_kurus >= p_fee)
    AND (NOT m.has_restrictions OR (
      (cardinality(m.audience_types) = 0 OR p_audience = ANY (m.audience_types))
      AND (cardinality(m.geo_scopes) = 0 OR p_geo_scope = ANY (m.geo_scopes))
      AND (cardinality(m.business_types) = 0 OR p_business_type = ANY (m.business_types))
      AND (cardinality(m.industries) = 0 OR p_sector = ANY (m.industries))
      AND (cardinality(m.turnovers) = 0 OR p_turnover = ANY (m.turnovers))
      AND (cardinality(m.company_sizes) = 0 OR p_company_size = ANY (m.company_sizes))))
    AND (p_mobile_budget IS NULL OR m.mobile_min_price_try IS NULL OR m.mobile_min_price_try <= p_mobile_budget)
    AND (cardinality(p_required) = 0 OR m.technology_ids && p_required)
    AND NOT (m.provider_id = ANY (p_exclude))
    AND (p_only IS NULL OR m.provider_id = ANY (p_only))
$$;
--> statement-breakpoint
-- The score before full-text similarity. p_weights: sector, technology, city, subscription, boost,
-- category top, fairness, fairness saturation (matching.weights.ts).
CREATE OR REPLACE FUNCTION match_candidate_score(
  m provider_match_categories,
  p_sector integer, p_city integer, p_mentioned integer[], p_now timestamptz, p_weights real[]
) RETURNS double precision
LANGUAGE sql IMMUTABLE
AS $$
  SELECT (m.static_score
    + p_weights[1] * (p_sector = ANY (m.sector_ids))::int
    + p_weights[2] * (m.technology_ids && p_mentioned)::int
    + p_weights[3] * (m.city_id IS NOT DISTINCT FROM p_city)::int
    + p_weights[4] * coalesce(m.subscribed_until > p_now, false)::int
    + p_weights[5] * coalesce(m.boosted_until > p_now, false)::int
    + p_weights[6] * coalesce(m.top_ad_until > p_now, false)::int
    + p_weights[7] * (1 - least(m.recent_leads, p_weights[8]) / p_weights[8]))::double precision
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_candidates(
  p_category integer,
  p_city integer,
  p_region_bit integer,
  p_refused smallint,
  p_now timestamptz,
  p_fee bigint,
  p_audience text,
  p_geo_scope text,
  p_business_type text,
  p_sector integer,
  p_turnover text,
  p_company_size text,
  p_mobile_budget bigint,
  p_required integer[],
  p_mentioned integer[],
  p_exclude bigint[],
  p_only bigint[],
  p_text text,
  p_pool integer,
  p_weights real[],
  p_scan integer,
  p_local integer
) RETURNS TABLE (
  provider_id bigint,
  base double precision,
  city_id integer,
  expertise_ids integer[],
  technology_hits integer[],
  sector_hit boolean,
  rating real,
  verified_reviews integer,
  response_minutes integer,
  text_rank real
)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  v_floor double precision := 'infinity';
  v_found integer := 0;
  v_bonus double precision := p_weights[1] + p_weights[3]
    + CASE WHEN cardinality(p_mentioned) > 0 THEN p_weights[2] ELSE 0 END;
  v_cutoff real;
  v_row record;
BEGIN
  -- Agencies the client asked for by name are judged on their own, wherever their prior score is.
  IF p_only IS NOT NULL THEN
    RETURN QUERY
    WITH pool AS (
      SELECT m.provider_id, m.city_id, m.sector_ids, m.expertise_ids, m.technology_ids, m.rating,
        m.verified_reviews, m.response_minutes,
        match_candidate_score(m, p_sector, p_city, p_mentioned, p_now, p_weights) AS score
      FROM provider_match_categories m
      WHERE m.category_id = p_category AND m.provider_id = ANY (p_only)
        AND match_candidate_eligible(m, p_city, p_region_bit, p_refused, p_now, p_fee, p_audience, p_geo_scope,
          p_business_type, p_sector, p_turnover, p_company_size, p_mobile_budget, p_required, p_exclude, NULL)
      ORDER BY score DESC, m.provider_id
      LIMIT p_pool
    )
    SELECT pool.provider_id, pool.score, pool.city_id, pool.expertise_ids,
      ARRAY(SELECT t FROM unnest(pool.technology_ids) t WHERE t = ANY (p_mentioned)),
      (p_sector = ANY (pool.sector_ids)),
      pool.rating, pool.verified_reviews, pool.response_minutes,
      0::real
    FROM pool;
    RETURN;
  END IF;

  -- A loop: it reads the (category, prior_score) index in order and stops as soon as the pool is full.
  FOR v_row IN
    SELECT match_candidate_eligible(m, p_city, p_region_bit, p_refused, p_now, p_fee, p_audience, p_geo_scope,
        p_business_type, p_sector, p_turnover, p_company_size, p_mobile_budget, p_required, p_exclude, p_only)
        AS eligible,
      match_candidate_score(m, p_sector, p_city, p_mentioned, p_now, p_weights) AS score
    FROM provider_match_categories m
    WHERE m.category_id = p_category
    ORDER BY m.prior_score DESC NULLS LAST
    -- A constant limit keeps the plan an ordered index walk; a pool not found within it means "no floor".
    LIMIT 1000
  LOOP
    CONTINUE WHEN v_row.eligible IS NOT TRUE;
    v_found := v_found + 1;
    v_floor := least(v_floor, v_row.score);
    EXIT WHEN v_found >= p_pool;
  END LOOP;
  IF v_found < p_pool THEN
    v_floor := '-infinity';
  END IF;
  -- The p_scan-th best prior score of the category: above it every agency is scored; below it only the
  -- brief's own city, p_local at most. (Two disjoint ranges, so nothing is scored twice.)
  SELECT m.prior_score INTO v_cutoff FROM provider_match_categories m
    WHERE m.category_id = p_category
    ORDER BY m.prior_score DESC NULLS LAST
    OFFSET p_scan - 1 LIMIT 1;
  v_cutoff := greatest(coalesce(v_cutoff, '-infinity'), v_floor - v_bonus);

  RETURN QUERY
  WITH reach AS (
    SELECT m.* FROM provider_match_categories m
      WHERE m.category_id = p_category AND m.prior_score >= v_cutoff
    UNION ALL
    (SELECT m.* FROM provider_match_categories m
      WHERE m.category_id = p_category AND m.city_id = p_city
        AND m.prior_score < v_cutoff AND m.prior_score >= v_floor - v_bonus
      ORDER BY m.prior_score DESC NULLS LAST
      LIMIT p_local)
  ),
  pool AS (
    SELECT m.provider_id, m.city_id, m.sector_ids, m.expertise_ids, m.technology_ids, m.rating,
      m.verified_reviews, m.response_minutes,
      match_candidate_score(m::provider_match_categories, p_sector, p_city, p_mentioned, p_now, p_weights) AS score
    FROM reach m
    WHERE match_candidate_eligible(m::provider_match_categories, p_city, p_region_bit, p_refused, p_now, p_fee,
        p_audience, p_geo_scope, p_business_type, p_sector, p_turnover, p_company_size, p_mobile_budget,
        p_required, p_exclude, p_only)
    ORDER BY score DESC, m.provider_id
    LIMIT p_pool
  ),
  brief AS (
    SELECT
      to_tsquery('turkish', coalesce((
        SELECT string_agg(quote_literal(l), ' | ')
        FROM unnest(tsvector_to_array(to_tsvector('turkish', p_text))) l), ''))
      || to_tsquery('english', coalesce((
        SELECT string_agg(quote_literal(l), ' | ')
        FROM unnest(tsvector_to_array(to_tsvector('english', p_text))) l), '')) AS q
  )
  SELECT pool.provider_id, pool.score, pool.city_id, pool.expertise_ids,
    ARRAY(SELECT t FROM unnest(pool.technology_ids) t WHERE t = ANY (p_mentioned)),
    (p_sector = ANY (pool.sector_ids)),
    pool.rating, pool.verified_reviews, pool.response_minutes,
    coalesce(ts_rank(d.document, brief.q), 0)::real
  FROM pool CROSS JOIN brief
  LEFT JOIN provider_match_documents d ON d.provider_id = pool.provider_id;
END
$$;
