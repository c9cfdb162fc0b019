-- Readers that keep the catalog in memory (the search index) learn exactly which products changed
-- since a catalog version they have seen. See docs/decisions/022-search-index.md.
CREATE TABLE "catalog_removals" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"catalog_version" integer DEFAULT -1 NOT NULL
);
--> statement-breakpoint
-- Rows already there count as known (0) without rewriting the table; new and changed rows start at -1.
ALTER TABLE "products" ADD COLUMN "catalog_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "catalog_version" SET DEFAULT -1;--> statement-breakpoint
CREATE INDEX "catalog_removals_version_idx" ON "catalog_removals" USING btree ("catalog_version");--> statement-breakpoint
CREATE INDEX "products_catalog_version_idx" ON "products" USING btree ("catalog_version");--> statement-breakpoint
-- Every insert and every update marks the row changed (-1), except the update that stamps it with a
-- version (it changes catalog_version itself); bumpCatalogVersion stamps the marked rows.
CREATE FUNCTION products_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.catalog_version IS NOT DISTINCT FROM OLD.catalog_version THEN
    NEW.catalog_version := -1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_mark_changed BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_mark_changed();--> statement-breakpoint
CREATE FUNCTION products_record_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_removals (product_id) VALUES (OLD.id)
    ON CONFLICT (product_id) DO UPDATE SET catalog_version = -1;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER products_record_removal AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION products_record_removal();--> statement-breakpoint
-- Search runs on each gateway's in-memory index now (docs/decisions/022-search-index.md): the
-- full-text columns and their index only slowed every product write.
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "title_search";
