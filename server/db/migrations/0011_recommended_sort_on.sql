-- The recommended sort's flag never gated anything before feature gates existed, and its old
-- default (false) was stored on every install: turned on where it still holds that default, so
-- an upgrade keeps the sort players had. An operator switches it off again with
-- `settings set flag.recommendedSort=off`.
UPDATE "site_settings" SET "value" = "value" || '{"recommendedSort": true}'::jsonb
WHERE "key" = 'flags' AND "value" -> 'recommendedSort' = 'false'::jsonb;
