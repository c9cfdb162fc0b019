CREATE TABLE "catalog_company_changes" (
	"catalog_version" integer NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "catalog_company_changes_catalog_version_kind_company_id_pk" PRIMARY KEY("catalog_version","kind","company_id")
);
--> statement-breakpoint
CREATE TABLE "product_paths" (
	"product_id" integer NOT NULL,
	"path" text NOT NULL,
	"market_id" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_paths_product_id_path_pk" PRIMARY KEY("product_id","path")
);
--> statement-breakpoint
-- Every address a product has while published is kept, its newest first: after a rename or a new
-- market the old ones lead to it, after its withdrawal the last one says so (docs/decisions/020).
CREATE FUNCTION products_record_path() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' THEN
    INSERT INTO product_paths (product_id, path, market_id, recorded_at)
      SELECT NEW.id, '/product/' || NEW.slug || '/' || m.slug || '/' || NEW.id, m.id, clock_timestamp()
      FROM markets m WHERE m.id = NEW.market_id
      ON CONFLICT (product_id, path) DO UPDATE SET market_id = excluded.market_id, recorded_at = excluded.recorded_at;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_record_path AFTER INSERT OR UPDATE OF slug, market_id, status ON products
  FOR EACH ROW EXECUTE FUNCTION products_record_path();--> statement-breakpoint
INSERT INTO product_paths (product_id, path, market_id)
  SELECT p.id, '/product/' || p.slug || '/' || m.slug || '/' || p.id, m.id
  FROM products p JOIN markets m ON m.id = p.market_id WHERE p.status = 'published';
