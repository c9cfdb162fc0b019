CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"debits_must_not_exceed_credits" boolean DEFAULT false NOT NULL,
	"summed" boolean DEFAULT false NOT NULL,
	"debits_pending" bigint DEFAULT 0 NOT NULL,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_pending" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"platform" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_summed_has_no_rule" CHECK (not ("ledger_accounts"."summed" and "ledger_accounts"."debits_must_not_exceed_credits")),
	CONSTRAINT "ledger_accounts_balances_not_negative" CHECK ("ledger_accounts"."debits_pending" >= 0 and "ledger_accounts"."debits_posted" >= 0 and "ledger_accounts"."credits_pending" >= 0 and "ledger_accounts"."credits_posted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"pending_id" uuid,
	"timeout_at" timestamp with time zone,
	"code" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount" CHECK ("ledger_transfers"."amount" >= 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_resolves_pending" CHECK (("ledger_transfers"."kind" in ('post', 'void')) = ("ledger_transfers"."pending_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_one_per_platform_kind" ON "ledger_accounts" USING btree ("kind","currency") WHERE "ledger_accounts"."platform";--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_pending_once" ON "ledger_transfers" USING btree ("pending_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_timeouts_idx" ON "ledger_transfers" USING btree ("timeout_at") WHERE "ledger_transfers"."kind" = 'pending';--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference");--> statement-breakpoint
-- Transfers are never changed or removed, accounts never removed: a mistake is corrected by a
-- reversing transfer. Balances change only inside ledger_create_transfers.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'ledger_immutable',
    DETAIL = TG_OP || ' on ' || TG_TABLE_NAME || ' is not allowed';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_kept BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE FUNCTION ledger_balances_by_transfers_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ledger.writing', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'ledger_immutable',
      DETAIL = 'balances change only through transfers';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_balances BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_balances_by_transfers_only();
--> statement-breakpoint
-- Creates a batch of transfers, all or none (docs/decisions/016-ledger.md). Each element:
-- {id, kind: single|pending|post|void, debitAccountId, creditAccountId, amount (string of kobo),
--  pendingId, timeoutAt, code, reference}. `at` is the application's clock: the transfers' time,
--  and the instant holds' timeouts are judged against.
-- A transfer whose id exists with the same fields returns the stored row; with other fields it is
-- refused. Errors are raised with SQLSTATE LG000 and a message naming the rule.
CREATE FUNCTION ledger_create_transfers(batch jsonb, at timestamptz) RETURNS SETOF ledger_transfers
LANGUAGE plpgsql AS $$
DECLARE
  t jsonb;
  t_kind text;
  t_id uuid;
  t_pending uuid;
  t_debit uuid;
  t_credit uuid;
  t_amount bigint;
  t_timeout timestamptz;
  pend ledger_transfers;
  stored ledger_transfers;
  acc ledger_accounts;
  accounts ledger_accounts[];
  lock_ids uuid[];
BEGIN
  -- Lock every account that keeps a balance, in one order, so two batches never deadlock.
  SELECT array_agg(DISTINCT x ORDER BY x) INTO lock_ids FROM (
    SELECT (e->>'debitAccountId')::uuid AS x FROM jsonb_array_elements(batch) e WHERE e->>'kind' IN ('single', 'pending')
    UNION SELECT (e->>'creditAccountId')::uuid FROM jsonb_array_elements(batch) e WHERE e->>'kind' IN ('single', 'pending')
    UNION SELECT p.debit_account_id FROM jsonb_array_elements(batch) e JOIN ledger_transfers p ON p.id = (e->>'pendingId')::uuid
    UNION SELECT p.credit_account_id FROM jsonb_array_elements(batch) e JOIN ledger_transfers p ON p.id = (e->>'pendingId')::uuid
  ) ids WHERE x IS NOT NULL;
  PERFORM 1 FROM ledger_accounts WHERE id = ANY(lock_ids) AND NOT summed ORDER BY id FOR UPDATE;
  PERFORM set_config('ledger.writing', 'on', true);

  FOR t IN SELECT * FROM jsonb_array_elements(batch) LOOP
    t_kind := t->>'kind';
    t_id := (t->>'id')::uuid;
    t_timeout := NULL;
    IF t_kind IN ('post', 'void') THEN
      t_pending := (t->>'pendingId')::uuid;
      SELECT * INTO pend FROM ledger_transfers WHERE id = t_pending AND kind = 'pending';
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'pending_not_found', DETAIL = t_id::text;
      END IF;
      t_debit := pend.debit_account_id;
      t_credit := pend.credit_account_id;
      t_amount := CASE WHEN t_kind = 'void' THEN pend.amount ELSE coalesce((t->>'amount')::bigint, pend.amount) END;
      IF t_amount > pend.amount THEN
        RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'exceeds_pending_amount', DETAIL = t_id::text;
      END IF;
      IF t_amount < 0 THEN
        RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'amount_must_be_positive', DETAIL = t_id::text;
      END IF;
    ELSIF t_kind IN ('single', 'pending') THEN
      t_pending := NULL;
      t_debit := (t->>'debitAccountId')::uuid;
      t_credit := (t->>'creditAccountId')::uuid;
      t_amount := (t->>'amount')::bigint;
      t_timeout := (t->>'timeoutAt')::timestamptz;
      IF t_amount IS NULL OR t_amount <= 0 THEN
        RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'amount_must_be_positive', DETAIL = t_id::text;
      END IF;
      IF t_debit = t_credit THEN
        RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'accounts_must_differ', DETAIL = t_id::text;
      END IF;
      SELECT array_agg(a ORDER BY a.id = t_debit DESC) INTO accounts FROM ledger_accounts a WHERE a.id IN (t_debit, t_credit);
      IF coalesce(array_length(accounts, 1), 0) <> 2 THEN
        RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'account_not_found', DETAIL = t_id::text;
      END IF;
      IF (accounts[1]).currency <> (accounts[2]).currency THEN
        RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'currencies_must_match', DETAIL = t_id::text;
      END IF;
    ELSE
      RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'invalid_kind', DETAIL = coalesce(t_kind, 'none');
    END IF;

    INSERT INTO ledger_transfers (id, kind, debit_account_id, credit_account_id, amount, pending_id, timeout_at, code, reference, created_at)
    VALUES (t_id, t_kind, t_debit, t_credit, t_amount, t_pending, t_timeout, t->>'code', t->>'reference', at)
    ON CONFLICT (id) DO NOTHING
    RETURNING * INTO stored;
    IF NOT FOUND THEN
      SELECT * INTO stored FROM ledger_transfers WHERE id = t_id;
      IF (stored.kind, stored.debit_account_id, stored.credit_account_id, stored.amount, stored.code)
           IS DISTINCT FROM (t_kind, t_debit, t_credit, t_amount, t->>'code')
         OR stored.pending_id IS DISTINCT FROM t_pending
         OR stored.reference IS DISTINCT FROM t->>'reference'
         OR stored.timeout_at IS DISTINCT FROM t_timeout THEN
        RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'exists_with_different_fields', DETAIL = t_id::text;
      END IF;
      RETURN NEXT stored;
      CONTINUE;
    END IF;

    IF t_kind = 'post' AND pend.timeout_at IS NOT NULL AND pend.timeout_at <= at THEN
      RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'pending_expired', DETAIL = t_id::text;
    END IF;

    UPDATE ledger_accounts SET
      debits_pending = debits_pending + CASE t_kind WHEN 'pending' THEN t_amount WHEN 'single' THEN 0 ELSE -pend.amount END,
      debits_posted = debits_posted + CASE WHEN t_kind IN ('single', 'post') THEN t_amount ELSE 0 END
    WHERE id = t_debit AND NOT summed
    RETURNING * INTO acc;
    IF FOUND AND acc.debits_must_not_exceed_credits AND acc.debits_pending + acc.debits_posted > acc.credits_posted THEN
      RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'insufficient_funds', DETAIL = t_id::text;
    END IF;
    UPDATE ledger_accounts SET
      credits_pending = credits_pending + CASE t_kind WHEN 'pending' THEN t_amount WHEN 'single' THEN 0 ELSE -pend.amount END,
      credits_posted = credits_posted + CASE WHEN t_kind IN ('single', 'post') THEN t_amount ELSE 0 END
    WHERE id = t_credit AND NOT summed;
    RETURN NEXT stored;
  END LOOP;
  PERFORM set_config('ledger.writing', 'off', true);
END $$;
--> statement-breakpoint
-- What each transfer does to each of its two accounts: the balances by their transfers alone.
CREATE VIEW ledger_transfer_effects AS
  SELECT t.debit_account_id AS account_id, 'debit' AS side,
    CASE t.kind WHEN 'pending' THEN t.amount WHEN 'single' THEN 0 ELSE -p.amount END AS pending,
    CASE WHEN t.kind IN ('single', 'post') THEN t.amount ELSE 0 END AS posted
  FROM ledger_transfers t LEFT JOIN ledger_transfers p ON p.id = t.pending_id
  UNION ALL
  SELECT t.credit_account_id, 'credit',
    CASE t.kind WHEN 'pending' THEN t.amount WHEN 'single' THEN 0 ELSE -p.amount END,
    CASE WHEN t.kind IN ('single', 'post') THEN t.amount ELSE 0 END
  FROM ledger_transfers t LEFT JOIN ledger_transfers p ON p.id = t.pending_id;
--> statement-breakpoint
CREATE FUNCTION ledger_balances_from_transfers(account uuid)
RETURNS TABLE ("debitsPending" numeric, "debitsPosted" numeric, "creditsPending" numeric, "creditsPosted" numeric)
LANGUAGE sql STABLE AS $$
  SELECT
    coalesce(sum(pending) FILTER (WHERE side = 'debit'), 0),
    coalesce(sum(posted) FILTER (WHERE side = 'debit'), 0),
    coalesce(sum(pending) FILTER (WHERE side = 'credit'), 0),
    coalesce(sum(posted) FILTER (WHERE side = 'credit'), 0)
  FROM ledger_transfer_effects WHERE account_id = account
$$;
