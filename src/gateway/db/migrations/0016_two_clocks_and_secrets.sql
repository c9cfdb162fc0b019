ALTER TABLE "outbox" ADD COLUMN "secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_secrets_idx" ON "outbox" USING btree ("secret_until") WHERE "outbox"."redacted_at" is null and "outbox"."secret_until" is not null;--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
-- Two clocks on each transfer: created_at, the business time the caller gives, and recorded_at, the
-- database's own. A business time more than five minutes in the past is refused unless the caller
-- says it backdates (the demo history only).
DROP FUNCTION ledger_create_transfers(jsonb, timestamptz);
--> statement-breakpoint
CREATE FUNCTION ledger_create_transfers(batch jsonb, at timestamptz, backdate boolean DEFAULT false) RETURNS SETOF ledger_transfers
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
  -- The business time may trail the database's clock by a few minutes (a slow request), never by
  -- more: only the demo history writes the past, and says so.
  IF at < now() - interval '5 minutes' AND NOT backdate THEN
    RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'backdated', DETAIL = at::text;
  END IF;
  -- Lock every account row the batch will update, in one order, so two batches never deadlock:
  -- debit accounts, and credit accounts of holds, posts and voids. A single transfer's credit to a
  -- wallet is appended to ledger_credit_deltas instead, so it locks nothing (hot accounts).
  -- FOR NO KEY UPDATE does not conflict with the key-share locks that inserting rows referring to
  -- an account takes.
  SELECT array_agg(DISTINCT x ORDER BY x) INTO lock_ids FROM (
    SELECT (e->>'debitAccountId')::uuid AS x FROM jsonb_array_elements(batch) e WHERE e->>'kind' IN ('single', 'pending')
    UNION SELECT (e->>'creditAccountId')::uuid FROM jsonb_array_elements(batch) e WHERE e->>'kind' = 'pending'
    UNION SELECT p.debit_account_id FROM jsonb_array_elements(batch) e JOIN ledger_transfers p ON p.id = (e->>'pendingId')::uuid
    UNION SELECT p.credit_account_id FROM jsonb_array_elements(batch) e JOIN ledger_transfers p ON p.id = (e->>'pendingId')::uuid
  ) ids WHERE x IS NOT NULL;
  PERFORM 1 FROM ledger_accounts WHERE id = ANY(lock_ids) AND NOT summed ORDER BY id FOR NO KEY UPDATE;
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

    INSERT INTO ledger_transfers (id, kind, debit_account_id, credit_account_id, amount, pending_id, timeout_at, code, reference, created_at, recorded_at)
    VALUES (t_id, t_kind, t_debit, t_credit, t_amount, t_pending, t_timeout, t->>'code', t->>'reference', at, clock_timestamp())
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

    -- The debited account's waiting credits are folded into its row first, so its rule sees them.
    WITH folded AS (DELETE FROM ledger_credit_deltas WHERE account_id = t_debit RETURNING amount)
    UPDATE ledger_accounts SET
      credits_posted = credits_posted + (SELECT coalesce(sum(amount), 0) FROM folded),
      debits_pending = debits_pending + CASE t_kind WHEN 'pending' THEN t_amount WHEN 'single' THEN 0 ELSE -pend.amount END,
      debits_posted = debits_posted + CASE WHEN t_kind IN ('single', 'post') THEN t_amount ELSE 0 END
    WHERE id = t_debit AND NOT summed
    RETURNING * INTO acc;
    IF FOUND AND acc.debits_must_not_exceed_credits AND acc.debits_pending + acc.debits_posted > acc.credits_posted THEN
      RAISE EXCEPTION USING ERRCODE = 'LG000', MESSAGE = 'insufficient_funds', DETAIL = t_id::text;
    END IF;
    IF t_kind = 'single' THEN
      IF NOT (accounts[2]).summed THEN
        INSERT INTO ledger_credit_deltas (account_id, amount) VALUES (t_credit, t_amount);
      END IF;
    ELSE
      UPDATE ledger_accounts SET
        credits_pending = credits_pending + CASE t_kind WHEN 'pending' THEN t_amount ELSE -pend.amount END,
        credits_posted = credits_posted + CASE WHEN t_kind = 'post' THEN t_amount ELSE 0 END
      WHERE id = t_credit AND NOT summed;
    END IF;
    RETURN NEXT stored;
  END LOOP;
  PERFORM set_config('ledger.writing', 'off', true);
END $$;
