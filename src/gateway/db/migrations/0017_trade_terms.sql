CREATE TABLE "delivery_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"address" text,
	"states" text[],
	"country" text DEFAULT 'NG' NOT NULL,
	"fee_per_order_minor" bigint DEFAULT 0 NOT NULL,
	"fee_per_tonne_minor" bigint DEFAULT 0 NOT NULL,
	"fee_per_package_minor" bigint DEFAULT 0 NOT NULL,
	"lead_time_days" smallint,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_profiles" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"tin" text,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"vat_registered_from" date,
	"country" text DEFAULT 'NG' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_treatment" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_treatment" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "goods_vat_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_vat_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_minor" bigint;--> statement-breakpoint
UPDATE "orders" SET "total_minor" = "subtotal_minor";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_tax" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_tax" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "quoted_delivery_minor" bigint;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "quoted_delivery_label" text;--> statement-breakpoint
ALTER TABLE "delivery_options" ADD CONSTRAINT "delivery_options_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_options_supplier_idx" ON "delivery_options" USING btree ("supplier_id","position");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_its_parts" CHECK ("orders"."total_minor" = "orders"."subtotal_minor" + "orders"."goods_vat_minor" + "orders"."delivery_minor" + "orders"."delivery_vat_minor");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_total" CHECK ("orders"."refunded_minor" between 0 and "orders"."total_minor");