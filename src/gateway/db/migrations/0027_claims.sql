CREATE TABLE "claim_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claim_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"claim_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"note" text,
	"amount_minor" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_claims_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"order_id" uuid NOT NULL,
	"buyer_user_id" uuid,
	"buyer_company_id" uuid,
	"supplier_id" integer NOT NULL,
	"opened_by" uuid,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"thread_id" uuid NOT NULL,
	"evidence_message_id" uuid,
	"respond_by" timestamp with time zone NOT NULL,
	"escalated_at" timestamp with time zone,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"credit_note_id" uuid,
	"credit_note_number" text,
	"resolved_by" text,
	"resolved_by_user_id" uuid,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_claims_kind" CHECK ("order_claims"."kind" in ('quality', 'quantity')),
	CONSTRAINT "order_claims_status" CHECK ("order_claims"."status" in ('open', 'awaiting-operator', 'withdrawn', 'refunded', 'rejected')),
	CONSTRAINT "order_claims_refund" CHECK ("order_claims"."refunded_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_order_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."order_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_thread_id_conversation_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."conversation_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_claims_number_key" ON "order_claims" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_claims_one_open_per_order" ON "order_claims" USING btree ("order_id") WHERE "order_claims"."status" in ('open', 'awaiting-operator');--> statement-breakpoint
CREATE INDEX "order_claims_buyer_company_idx" ON "order_claims" USING btree ("buyer_company_id","created_at");--> statement-breakpoint
CREATE INDEX "order_claims_buyer_user_idx" ON "order_claims" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_claims_supplier_idx" ON "order_claims" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "order_claims_status_idx" ON "order_claims" USING btree ("status","respond_by");--> statement-breakpoint
-- A claim's steps are its audit trail: written once, never changed or removed
-- (docs/decisions/042-claims-and-settlement-window.md). TRUNCATE is left to the catalog's reseed.
CREATE FUNCTION claim_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'CL000', MESSAGE = 'claim_event_immutable',
    DETAIL = TG_OP || ' on ' || TG_TABLE_NAME || ' is not allowed: a claim''s steps are kept as they happened';
END $$;
--> statement-breakpoint
CREATE TRIGGER claim_events_immutable BEFORE UPDATE OR DELETE ON claim_events
  FOR EACH ROW EXECUTE FUNCTION claim_events_refuse_change();
