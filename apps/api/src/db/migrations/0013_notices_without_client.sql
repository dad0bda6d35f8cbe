-- Issue 15: notices stored before agencies' notices stopped naming the client. A new-match notice never
-- keeps the client's name; an outcome notice (paused, closed, agreed) keeps the client's and the winner's
-- names only for a user of an agency that has access to that brief.
UPDATE "notifications" SET "params" = "params" - 'ClientName'
WHERE "kind" = 'new_match' AND "params" ->> 'ClientName' IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" n SET "params" = n."params" - 'ClientName' - 'AgencyName'
WHERE n."kind" IN ('project_stopped', 'project_closed', 'project_agreed')
  AND n."link" LIKE '/provider/%'
  AND NOT EXISTS (
    SELECT 1 FROM "matched_providers" mp
    JOIN "offers" o ON o."id" = mp."offer_id"
    JOIN "provider_members" pm ON pm."provider_id" = mp."provider_id"
    WHERE o."key" = n."params"->>'OfferKey' AND pm."user_id" = n."user_id" AND mp."access_at" IS NOT NULL
  );
