CREATE TABLE "campaign_buyers" (
	"campaign_id" uuid NOT NULL,
	"buyer_key" text NOT NULL,
	"packages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_buyers_campaign_id_buyer_key_pk" PRIMARY KEY("campaign_id","buyer_key"),
	CONSTRAINT "campaign_buyers_packages" CHECK ("campaign_buyers"."packages" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_products" (
	"campaign_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "campaign_products_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"floor_minor" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget_minor" bigint,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"per_buyer_cap" integer,
	"state" text DEFAULT 'live' NOT NULL,
	"published_status" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_dates" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at"),
	CONSTRAINT "campaigns_kind" CHECK ("campaigns"."discount_kind" in ('percent', 'amount')),
	CONSTRAINT "campaigns_value" CHECK ("campaigns"."discount_value" > 0 and ("campaigns"."discount_kind" <> 'percent' or "campaigns"."discount_value" <= 9000)),
	CONSTRAINT "campaigns_spent" CHECK ("campaigns"."spent_minor" >= 0 and ("campaigns"."budget_minor" is null or "campaigns"."spent_minor" <= "campaigns"."budget_minor"))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "list_unit_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_buyers" ADD CONSTRAINT "campaign_buyers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_products_product_idx" ON "campaign_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "campaigns_supplier_idx" ON "campaigns" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_running_idx" ON "campaigns" USING btree ("state","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "order_lines_campaign_idx" ON "order_lines" USING btree ("campaign_id") WHERE "order_lines"."campaign_id" is not null;