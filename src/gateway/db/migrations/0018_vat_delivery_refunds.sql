ALTER TABLE "orders" ADD COLUMN "refunded_delivery_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_vat_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refund_within_quantity" CHECK ("order_lines"."refunded_quantity" between 0 and "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_refund_within_fee" CHECK ("orders"."refunded_delivery_minor" between 0 and "orders"."delivery_minor");--> statement-breakpoint
-- VAT the platform charges on its commission is owed to the revenue service: an account of its own
-- (ledger.ts platformAccount('vat_payable')), summed from its transfers like the commission's.
INSERT INTO ledger_accounts (id, kind, currency, platform, summed) VALUES
  ('441298e4-30d3-50f4-819d-087edca82876', 'vat_payable', 'NGN', true, true)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Orders settled before the commission was kept on the order: what the ledger says was taken.
UPDATE orders o SET commission_minor = c.amount
FROM (SELECT reference, sum(amount) AS amount FROM ledger_transfers WHERE code = 'commission' GROUP BY reference) c
WHERE o.settled_at IS NOT NULL AND c.reference = 'MC-' || o.number;
