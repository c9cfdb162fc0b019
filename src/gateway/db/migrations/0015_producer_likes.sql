CREATE TABLE "producer_likes" (
	"user_id" uuid NOT NULL,
	"producer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "producer_likes_user_id_producer_id_pk" PRIMARY KEY("user_id","producer_id")
);
--> statement-breakpoint
ALTER TABLE "producer_likes" ADD CONSTRAINT "producer_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_likes" ADD CONSTRAINT "producer_likes_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "producer_likes_producer_idx" ON "producer_likes" USING btree ("producer_id");