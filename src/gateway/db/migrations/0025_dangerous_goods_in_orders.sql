ALTER TABLE "order_lines" ADD COLUMN "transport" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dangerous_goods" jsonb;--> statement-breakpoint
ALTER TABLE "delivery_options" ADD COLUMN "refused_classes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_options" ADD COLUMN "class_surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Lines sold before carry the classification as it stands now (the package's own, else the
-- product's): the best record of what they were, for the documents that read the line.
UPDATE "order_lines" AS l SET "transport" = jsonb_build_object(
	'dangerous', t."dangerous", 'unNumber', t."un_number", 'properShippingName', t."proper_shipping_name",
	'hazardClass', t."hazard_class", 'subsidiaryRisks', to_jsonb(t."subsidiary_risks"), 'packingGroup', t."packing_group",
	'quantity', t."quantity", 'marinePollutant', t."marine_pollutant")
FROM "transport_classifications" AS t
WHERE t."id" = coalesce(
	(SELECT c."id" FROM "transport_classifications" c WHERE c."package_id" = l."package_id"),
	(SELECT c."id" FROM "transport_classifications" c WHERE c."product_id" = l."product_id" AND c."package_id" IS NULL));
