CREATE TABLE "document_clearances" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"irn" text,
	"qr_payload" text,
	"stamp" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"issuer" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_series_issuer_kind_year_pk" PRIMARY KEY("issuer","kind","year")
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"issuer" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"corrects_id" uuid,
	"supplier_id" integer NOT NULL,
	"buyer_user_id" uuid,
	"buyer_company_id" uuid,
	"net_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_reference" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "issued_documents_total_is_its_parts" CHECK ("issued_documents"."total_minor" = "issued_documents"."net_minor" + "issued_documents"."vat_minor")
);
--> statement-breakpoint
ALTER TABLE "document_clearances" ADD CONSTRAINT "document_clearances_document_id_issued_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."issued_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_clearances_due_idx" ON "document_clearances" USING btree ("next_attempt_at") WHERE "document_clearances"."state" in ('pending', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_number_key" ON "issued_documents" USING btree ("issuer","kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_printed_number_key" ON "issued_documents" USING btree ("issuer","number");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_once_per_order" ON "issued_documents" USING btree ("order_id","kind") WHERE "issued_documents"."kind" <> 'credit-note';--> statement-breakpoint
CREATE INDEX "issued_documents_order_idx" ON "issued_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "issued_documents_supplier_idx" ON "issued_documents" USING btree ("supplier_id","issued_at");--> statement-breakpoint
CREATE INDEX "issued_documents_buyer_company_idx" ON "issued_documents" USING btree ("buyer_company_id","issued_at");--> statement-breakpoint
CREATE INDEX "issued_documents_buyer_user_idx" ON "issued_documents" USING btree ("buyer_user_id","issued_at");--> statement-breakpoint
-- An issued document never changes and is never removed: a correction is a credit note
-- (docs/decisions/035-trade-documents.md). What the e-invoicing service answers lives in
-- document_clearances, which may change. TRUNCATE is left to the catalog's reseed
-- (`npm run seed`, clearCatalog), which empties everything hanging off the storefronts at once.
CREATE FUNCTION issued_documents_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'DC000', MESSAGE = 'issued_document_immutable',
    DETAIL = TG_OP || ' on ' || TG_TABLE_NAME || ' is not allowed: issue a credit note instead';
END $$;
--> statement-breakpoint
CREATE TRIGGER issued_documents_immutable BEFORE UPDATE OR DELETE ON issued_documents
  FOR EACH ROW EXECUTE FUNCTION issued_documents_refuse_change();
