CREATE TABLE "referral_commission_watermark" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_entry_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account" text NOT NULL,
	"user_id" text,
	"balance_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_player_has_user" CHECK (("ledger_entries"."account" = 'player') = ("ledger_entries"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"balance_type" text NOT NULL,
	"reference" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_balances" (
	"user_id" text NOT NULL,
	"balance_type" text NOT NULL,
	"balance" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_balances_user_id_balance_type_pk" PRIMARY KEY("user_id","balance_type"),
	CONSTRAINT "player_balances_not_negative" CHECK ("player_balances"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_balances" ADD CONSTRAINT "player_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","balance_type");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key_idx" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
-- One ledger movement in one statement (server/modules/wallet/ledger.ts): claims the idempotency
-- key (a replay returns the first result; a reused key with another request raises KB002),
-- applies player legs in user order so concurrent movements never deadlock (a debit that would
-- overdraw raises KB001 and undoes everything), then writes the entries in leg order. Being a
-- single statement, it is atomic even outside an explicit transaction: one round trip per movement.
CREATE FUNCTION ledger_post(
	p_type text, p_key text, p_fingerprint text, p_balance_type text,
	p_reference text, p_meta jsonb, p_legs jsonb
) RETURNS TABLE (
	o_transaction_id bigint, o_created_at timestamptz, o_replayed boolean, o_entry_id bigint,
	o_account text, o_user_id text, o_amount bigint, o_balance_after bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_tx bigint;
	v_created timestamptz;
	v_fingerprint text;
	v_leg record;
	v_balance bigint;
	v_after jsonb := '{}'::jsonb;
BEGIN
	INSERT INTO ledger_transactions AS t (type, idempotency_key, fingerprint, balance_type, reference, meta)
	VALUES (p_type, p_key, p_fingerprint, p_balance_type, p_reference, p_meta)
	ON CONFLICT (idempotency_key) DO NOTHING
	RETURNING t.id, t.created_at INTO v_tx, v_created;

	IF v_tx IS NULL THEN
		SELECT t.id, t.created_at, t.fingerprint INTO v_tx, v_created, v_fingerprint
		FROM ledger_transactions t WHERE t.idempotency_key = p_key;
		IF v_fingerprint IS DISTINCT FROM p_fingerprint THEN
			RAISE EXCEPTION USING ERRCODE = 'KB002', MESSAGE = 'idempotency key reused for another request';
		END IF;
		RETURN QUERY SELECT v_tx, v_created, true, e.id, e.account, e.user_id, e.amount, e.balance_after
			FROM ledger_entries e WHERE e.transaction_id = v_tx ORDER BY e.id;
		RETURN;
	END IF;

	FOR v_leg IN
		SELECT l->>'userId' AS user_id, (l->>'amount')::bigint AS amount
		FROM jsonb_array_elements(p_legs) AS l
		WHERE l->>'account' = 'player'
		ORDER BY l->>'userId'
	LOOP
		v_balance := NULL;
		IF v_leg.amount < 0 THEN
			UPDATE player_balances AS b SET balance = b.balance + v_leg.amount, updated_at = now()
			WHERE b.user_id = v_leg.user_id AND b.balance_type = p_balance_type
				AND b.balance + v_leg.amount >= 0
			RETURNING b.balance INTO v_balance;
			IF v_balance IS NULL THEN
				RAISE EXCEPTION USING ERRCODE = 'KB001', MESSAGE = 'insufficient funds', DETAIL = v_leg.user_id;
			END IF;
		ELSE
			INSERT INTO player_balances AS b (user_id, balance_type, balance)
			VALUES (v_leg.user_id, p_balance_type, v_leg.amount)
			ON CONFLICT (user_id, balance_type)
				DO UPDATE SET balance = b.balance + excluded.balance, updated_at = now()
			RETURNING b.balance INTO v_balance;
		END IF;
		v_after := v_after || jsonb_build_object(v_leg.user_id, v_balance);
	END LOOP;

	INSERT INTO ledger_entries (transaction_id, account, user_id, balance_type, amount, balance_after, type, created_at)
	SELECT v_tx, l->>'account', l->>'userId', p_balance_type, (l->>'amount')::bigint,
		(v_after->>(l->>'userId'))::bigint, p_type, v_created
	FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS x(l, ord)
	ORDER BY ord;

	RETURN QUERY SELECT v_tx, v_created, false, e.id, e.account, e.user_id, e.amount, e.balance_after
		FROM ledger_entries e WHERE e.transaction_id = v_tx ORDER BY e.id;
END
$$;
