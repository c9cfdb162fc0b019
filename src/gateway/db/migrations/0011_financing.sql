CREATE TABLE "financing_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text,
	"title" text NOT NULL,
	"body" text,
	"actor_kind" text NOT NULL,
	"actor_id" uuid
);
--> statement-breakpoint
CREATE TABLE "financing_instalments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"late_fee" bigint DEFAULT 0 NOT NULL,
	"waived" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reminded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "financing_instalments_paid" CHECK ("financing_instalments"."paid" >= 0 and "financing_instalments"."paid" <= "financing_instalments"."principal" + "financing_instalments"."interest" + "financing_instalments"."fee" + "financing_instalments"."late_fee" - "financing_instalments"."waived")
);
--> statement-breakpoint
CREATE TABLE "financing_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"amount" bigint,
	"tenor_days" integer,
	"subject" jsonb,
	"offer_amount" bigint,
	"offer_tenor_days" integer,
	"offer_rate_bps" integer,
	"offer_fee" bigint,
	"offer_expires_at" timestamp with time zone,
	"offer_note" text,
	"decline_reason" text,
	"drawn" bigint DEFAULT 0 NOT NULL,
	"order_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"accepted_by" uuid,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "financing_requests_type" CHECK ("financing_requests"."type" in ('procurement', 'import', 'manufacturing')),
	CONSTRAINT "financing_requests_drawn" CHECK ("financing_requests"."drawn" >= 0 and ("financing_requests"."offer_amount" is null or "financing_requests"."drawn" <= "financing_requests"."offer_amount"))
);
--> statement-breakpoint
ALTER TABLE "financing_events" ADD CONSTRAINT "financing_events_request_id_financing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."financing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_instalments" ADD CONSTRAINT "financing_instalments_request_id_financing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."financing_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_requests" ADD CONSTRAINT "financing_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_requests" ADD CONSTRAINT "financing_requests_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_requests" ADD CONSTRAINT "financing_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financing_events_request_idx" ON "financing_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "financing_instalments_seq" ON "financing_instalments" USING btree ("request_id","seq");--> statement-breakpoint
CREATE INDEX "financing_instalments_due_idx" ON "financing_instalments" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "financing_requests_company_idx" ON "financing_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "financing_requests_status_idx" ON "financing_requests" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "financing_requests_one_open" ON "financing_requests" USING btree ("company_id","type") WHERE "financing_requests"."status" not in ('declined', 'expired', 'repaid');