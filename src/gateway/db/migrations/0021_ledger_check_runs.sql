CREATE TABLE "ledger_check_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_check_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ran_by" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"took_ms" integer NOT NULL,
	"accounts" integer NOT NULL,
	"transfers" bigint NOT NULL,
	"problems" integer NOT NULL,
	"findings" text[] NOT NULL
);
