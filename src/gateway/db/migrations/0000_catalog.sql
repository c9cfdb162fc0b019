CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"label" text NOT NULL,
	"unit" text NOT NULL,
	"size" numeric NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"founded" smallint,
	"logo_url" text,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_applications" (
	"product_id" integer NOT NULL,
	"application_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"file_url" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"cas_number" text,
	"formula" text,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"grade" text NOT NULL,
	"purity" text,
	"physical_form" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"market_id" integer NOT NULL,
	"producer_id" integer,
	"supplier_id" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"moq" numeric DEFAULT 1 NOT NULL,
	"moq_unit" text DEFAULT 'kg' NOT NULL,
	"lead_time_days" smallint DEFAULT 7 NOT NULL,
	"origin_country" text,
	"incoterms" text[] DEFAULT '{}'::text[] NOT NULL,
	"ghs_pictograms" text[] DEFAULT '{}'::text[] NOT NULL,
	"signal_word" text,
	"h_statements" text[] DEFAULT '{}'::text[] NOT NULL,
	"p_statements" text[] DEFAULT '{}'::text[] NOT NULL,
	"un_number" text,
	"image_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"price_from_minor" bigint,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(cas_number, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(synonyms_text, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"synonyms_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"founded" smallint,
	"logo_url" text,
	"verified" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_applications" ADD CONSTRAINT "product_applications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_applications" ADD CONSTRAINT "product_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_slug_key" ON "applications" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "applications_parent_idx" ON "applications" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "markets_slug_key" ON "markets" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "markets_parent_idx" ON "markets" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "packages_product_idx" ON "packages" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "producers_slug_key" ON "producers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_applications_pk" ON "product_applications" USING btree ("product_id","application_id");--> statement-breakpoint
CREATE INDEX "product_applications_app_idx" ON "product_applications" USING btree ("application_id","product_id");--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_cas_idx" ON "products" USING btree ("cas_number");--> statement-breakpoint
CREATE INDEX "products_market_idx" ON "products" USING btree ("market_id","status");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_producer_idx" ON "products" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_from_minor");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_slug_key" ON "suppliers" USING btree ("slug");