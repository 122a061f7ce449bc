CREATE TABLE "referral_commission_watermark" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_entry_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"min_deposit" bigint NOT NULL,
	"fixed_amount" bigint,
	"match_percent" integer,
	"max_amount" bigint,
	"wager_multiple" integer NOT NULL,
	"expiry_hours" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_offers_kind" CHECK (("bonus_offers"."kind" = 'fixed' and "bonus_offers"."fixed_amount" > 0 and "bonus_offers"."match_percent" is null)
        or ("bonus_offers"."kind" = 'match' and "bonus_offers"."match_percent" > 0 and "bonus_offers"."max_amount" > 0
            and "bonus_offers"."fixed_amount" is null)),
	CONSTRAINT "bonus_offers_positive" CHECK ("bonus_offers"."min_deposit" > 0 and "bonus_offers"."wager_multiple" >= 0 and "bonus_offers"."expiry_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"state" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"deposit_entry_id" bigint,
	"deposit_amount" bigint,
	"balance_type" text,
	"amount" bigint,
	"wager_requirement" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"removed_amount" bigint,
	"matched_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_state" CHECK ("player_bonuses"."state" in ('waiting', 'matched', 'active', 'completed', 'forfeited', 'expired')),
	CONSTRAINT "player_bonuses_amounts" CHECK ("player_bonuses"."wagered" >= 0 and "player_bonuses"."wager_requirement" >= 0)
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
CREATE TABLE "user_mutes" (
	"user_id" text NOT NULL,
	"muted_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_mutes_user_id_muted_user_id_pk" PRIMARY KEY("user_id","muted_user_id"),
	CONSTRAINT "user_mutes_not_self" CHECK ("user_mutes"."user_id" <> "user_mutes"."muted_user_id")
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"user_id" text NOT NULL,
	"coin" text NOT NULL,
	"address" text NOT NULL,
	"tag" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_addresses_user_id_coin_pk" PRIMARY KEY("user_id","coin")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text,
	"method" text NOT NULL,
	"balance_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text NOT NULL,
	"receipt" text,
	"address" text,
	"tag" bigint,
	"confirmations" integer,
	"phone" text,
	"failure_reason" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "house_wallets" (
	"coin" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_type" text NOT NULL,
	"total_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_lowercase" CHECK ("promo_codes"."code" = lower("promo_codes"."code")),
	CONSTRAINT "promo_codes_amount_positive" CHECK ("promo_codes"."amount" > 0),
	CONSTRAINT "promo_codes_uses_within_total" CHECK ("promo_codes"."total_uses" > 0 and "promo_codes"."uses" >= 0 and "promo_codes"."uses" <= "promo_codes"."total_uses")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_exclusions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rg_exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"lift_reason" text
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_applies_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "rg_limits_positive" CHECK ("rg_limits"."amount" is null or "rg_limits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rg_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reality_check_minutes" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"balance_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"destination" jsonb NOT NULL,
	"reason" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" in ('pending', 'approved', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_balances" ADD CONSTRAINT "player_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mutes" ADD CONSTRAINT "user_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mutes" ADD CONSTRAINT "user_mutes_muted_user_id_users_id_fk" FOREIGN KEY ("muted_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_exclusions" ADD CONSTRAINT "rg_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_settings" ADD CONSTRAINT "rg_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_offer_idx" ON "player_bonuses" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_open_idx" ON "player_bonuses" USING btree ("user_id") WHERE "player_bonuses"."state" in ('waiting', 'matched', 'active');--> statement-breakpoint
CREATE INDEX "player_bonuses_expiry_idx" ON "player_bonuses" USING btree ("expires_at") WHERE "player_bonuses"."state" in ('waiting', 'matched', 'active');--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_type_idx" ON "ledger_entries" USING btree ("user_id","type","created_at") WHERE "ledger_entries"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_amount_idx" ON "ledger_entries" USING btree ("user_id","amount","id") WHERE "ledger_entries"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key_idx" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "user_mutes_muted_idx" ON "user_mutes" USING btree ("muted_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_tag_idx" ON "deposit_addresses" USING btree ("coin","address","tag") WHERE "deposit_addresses"."tag" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_idx" ON "deposit_addresses" USING btree ("coin","address") WHERE "deposit_addresses"."tag" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_ref_idx" ON "deposits" USING btree ("method","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_idempotency_key_idx" ON "deposits" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "captcha_solutions_expiry_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_idx" ON "promo_redemptions" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rg_exclusions_user_idx" ON "rg_exclusions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_key_idx" ON "withdrawals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
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

	RETURN QUERY
	WITH written AS (
		INSERT INTO ledger_entries (transaction_id, account, user_id, balance_type, amount, balance_after, type, created_at)
		SELECT v_tx, l->>'account', l->>'userId', p_balance_type, (l->>'amount')::bigint,
			(v_after->>(l->>'userId'))::bigint, p_type, v_created
		FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS x(l, ord)
		ORDER BY ord
		RETURNING id, account, user_id, amount, balance_after
	)
	SELECT v_tx, v_created, false, w.id, w.account, w.user_id, w.amount, w.balance_after
	FROM written w ORDER BY w.id;
END
$$;
