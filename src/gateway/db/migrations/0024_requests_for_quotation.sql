CREATE TABLE "rfq_awards" (
	"rfq_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"supplier_id" integer NOT NULL,
	"offer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_awards_rfq_id_line_id_pk" PRIMARY KEY("rfq_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "rfq_files" (
	"rfq_id" uuid NOT NULL,
	"offer_id" uuid,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rfq_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"cas_number" text,
	"grade" text DEFAULT '' NOT NULL,
	"purity" text DEFAULT '' NOT NULL,
	"quantity" text NOT NULL,
	"unit" text NOT NULL,
	"packaging" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_offer_lines" (
	"offer_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"package_id" integer NOT NULL,
	"packages" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"moq" text DEFAULT '' NOT NULL,
	"packaging" text DEFAULT '' NOT NULL,
	"lead_time_days" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "rfq_offer_lines_offer_id_line_id_pk" PRIMARY KEY("offer_id","line_id"),
	CONSTRAINT "rfq_offer_lines_price" CHECK ("rfq_offer_lines"."unit_price_minor" > 0 and "rfq_offer_lines"."packages" > 0)
);
--> statement-breakpoint
CREATE TABLE "rfq_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rfq_id" uuid NOT NULL,
	"supplier_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"superseded" boolean DEFAULT false NOT NULL,
	"author_user_id" uuid,
	"incoterm" text NOT NULL,
	"payment_terms" jsonb NOT NULL,
	"valid_until" date NOT NULL,
	"delivery_minor" bigint,
	"delivery_label" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_opt_outs" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_recipients" (
	"rfq_id" uuid NOT NULL,
	"supplier_id" integer NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"decline_reason" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_recipients_rfq_id_supplier_id_pk" PRIMARY KEY("rfq_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_user_id" uuid,
	"buyer_company_id" uuid,
	"buyer_name" text NOT NULL,
	"title" text NOT NULL,
	"delivery_place" text NOT NULL,
	"needed_by" date NOT NULL,
	"incoterm" text NOT NULL,
	"payment_terms" jsonb NOT NULL,
	"closes_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sealed" boolean DEFAULT false NOT NULL,
	"audience" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfqs_status" CHECK ("rfqs"."status" in ('open', 'closed', 'awarded', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_line_id_rfq_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."rfq_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_offer_id_rfq_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."rfq_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_files" ADD CONSTRAINT "rfq_files_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_files" ADD CONSTRAINT "rfq_files_offer_id_rfq_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."rfq_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_files" ADD CONSTRAINT "rfq_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_offer_lines" ADD CONSTRAINT "rfq_offer_lines_offer_id_rfq_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."rfq_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_offer_lines" ADD CONSTRAINT "rfq_offer_lines_line_id_rfq_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."rfq_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_offer_lines" ADD CONSTRAINT "rfq_offer_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD CONSTRAINT "rfq_offers_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD CONSTRAINT "rfq_offers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD CONSTRAINT "rfq_offers_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_opt_outs" ADD CONSTRAINT "rfq_opt_outs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_recipients" ADD CONSTRAINT "rfq_recipients_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_recipients" ADD CONSTRAINT "rfq_recipients_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_files_rfq_idx" ON "rfq_files" USING btree ("rfq_id");--> statement-breakpoint
CREATE INDEX "rfq_files_file_idx" ON "rfq_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_lines_position_key" ON "rfq_lines" USING btree ("rfq_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_offers_revision_key" ON "rfq_offers" USING btree ("rfq_id","supplier_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_offers_current_key" ON "rfq_offers" USING btree ("rfq_id","supplier_id") WHERE not "rfq_offers"."superseded";--> statement-breakpoint
CREATE INDEX "rfq_recipients_supplier_idx" ON "rfq_recipients" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_buyer_user_idx" ON "rfqs" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_buyer_company_idx" ON "rfqs" USING btree ("buyer_company_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_open_closing_idx" ON "rfqs" USING btree ("closes_at") WHERE "rfqs"."status" = 'open';