-- Search ranks by a short vector of name, CAS number and synonyms, kept inline (PLAIN); the long
-- columns (description, properties, the full-text document) move out of the row once it passes
-- 128 bytes, so a search that visits thousands of rows reads a narrow heap. One statement: the
-- table is rewritten once, with both settings in force. See docs/decisions/011.
ALTER TABLE "products"
  SET (toast_tuple_target = 128),
  ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(cas_number, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(synonyms_text, '')), 'B')) STORED,
  ALTER COLUMN "title_search" SET STORAGE PLAIN;
