-- Instant Originals' bets (a dice roll: staked, drawn and settled at once) booked many to a
-- statement. The outcome is drawn in TypeScript (src/games) from the seed pair's next nonce
-- before the call; for each bet this function makes the writes `rounds.step` and the Originals'
-- service make on the general path. Measured on the 2-core machine, a transaction's own cost
-- (commit, WAL, protocol, wake-ups) was about twice a bet's writes; a batch pays it once.
-- A bet that is refused is found out before it writes anything, so no subtransaction is
-- needed (hundreds of them in one transaction would slow every other session's snapshots).
-- For each bet, in the order given, answering:
--   'gate'         the player has a wager or loss limit, or a break or self-exclusion that may
--                  be running: the general path runs the full gate for them;
--   'exists'       the round exists (the same bet again, or a concurrent one): the general path
--                  answers it;
--   'insufficient' the balance, locked, does not cover the stake;
--   'stale'        the seed pair, locked, is no longer active at the nonce the outcome was
--                  drawn from: the caller reloads the pair;
--   'settled'      the round is created settled, the stake and the payout are booked through
--                  ledger_post, the nonce moves on and the draw is stored; with each movement's
--                  ledger rows as [transaction id, created at, replayed, entry id, account,
--                  user id, amount, balance after], numbers as text.
-- Then the settled bets are counted in global_stats, one upsert per hour and shard, in order,
-- so two batches never wait on each other's counter rows the other way round.
CREATE FUNCTION originals_instant_bets(p_bets jsonb)
RETURNS TABLE (o_index integer, o_result text, o_detail text, o_bet jsonb, o_payout jsonb)
LANGUAGE plpgsql AS $$
DECLARE
	v_item record;
	b jsonb;
	v_user text;
	v_now timestamptz;
	v_payout bigint;
	v_created text;
	v_balance bigint;
	v_bet_rows jsonb;
	v_payout_rows jsonb;
	v_hours timestamptz[] := '{}';
	v_shards smallint[] := '{}';
	v_won numeric[] := '{}';
BEGIN
	FOR v_item IN SELECT value, ordinality::integer AS idx FROM jsonb_array_elements(p_bets) WITH ORDINALITY LOOP
		b := v_item.value;
		v_user := b->>'userId';
		v_now := (b->>'now')::timestamptz;
		v_payout := (b->>'payout')::bigint;
		IF EXISTS (SELECT 1 FROM rg_limits l WHERE l.user_id = v_user AND l.kind IN ('wager', 'loss'))
			OR EXISTS (SELECT 1 FROM rg_exclusions x WHERE x.user_id = v_user
				AND (x.ends_at IS NULL OR x.ends_at > v_now)) THEN
			RETURN QUERY SELECT v_item.idx, 'gate'::text, NULL::text, NULL::jsonb, NULL::jsonb;
			CONTINUE;
		END IF;
		-- Every refusal is found before the bet writes anything (no subtransaction needed):
		-- the balance and the pair are locked first, in the order the general path locks them.
		IF EXISTS (SELECT 1 FROM rounds r WHERE r.kind = b->>'game' AND r.id = b->>'id') THEN
			RETURN QUERY SELECT v_item.idx, 'exists'::text, NULL::text, NULL::jsonb, NULL::jsonb;
			CONTINUE;
		END IF;
		SELECT pb.balance INTO v_balance FROM player_balances pb
		WHERE pb.user_id = v_user AND pb.balance_type = b->>'balanceType' FOR UPDATE;
		IF coalesce(v_balance, 0) < (b->>'stake')::bigint THEN
			RETURN QUERY SELECT v_item.idx, 'insufficient'::text, v_user, NULL::jsonb, NULL::jsonb;
			CONTINUE;
		END IF;
		PERFORM 1 FROM seed_pairs s
		WHERE s.id = b->>'seedPairId' AND s.user_id = v_user AND s.revealed_at IS NULL
			AND s.nonce = (b->>'nonce')::integer
		FOR UPDATE;
		IF NOT FOUND THEN
			RETURN QUERY SELECT v_item.idx, 'stale'::text, NULL::text, NULL::jsonb, NULL::jsonb;
			CONTINUE;
		END IF;
		v_created := NULL;
		INSERT INTO rounds AS r (kind, id, user_id, balance_type, game, state, stake, payout, created_at, settled_at)
		VALUES (b->>'game', b->>'id', v_user, b->>'balanceType', b->>'game', 'settled',
			(b->>'stake')::bigint, v_payout, v_now, v_now)
		ON CONFLICT (kind, id) DO NOTHING
		RETURNING r.id INTO v_created;
		IF v_created IS NULL THEN
			-- Made by a concurrent statement since the check above.
			RETURN QUERY SELECT v_item.idx, 'exists'::text, NULL::text, NULL::jsonb, NULL::jsonb;
			CONTINUE;
		END IF;

		SELECT jsonb_agg(jsonb_build_array(l.o_transaction_id::text, l.o_created_at, l.o_replayed,
			l.o_entry_id::text, l.o_account, l.o_user_id, l.o_amount::text, l.o_balance_after::text))
		INTO v_bet_rows
		FROM ledger_post('bet', b->>'betKey', b->>'betFingerprint', b->>'balanceType', b->>'game',
			b->'meta', b->'betLegs') l;

		UPDATE seed_pairs s SET nonce = s.nonce + 1 WHERE s.id = b->>'seedPairId';

		INSERT INTO original_rounds (game, id, user_id, seed_pair_id, nonce, params, outcome, progress,
			status, multiplier, action_ids, created_at, updated_at, closed_at)
		VALUES (b->>'game', b->>'id', v_user, b->>'seedPairId', (b->>'nonce')::integer, b->'params',
			b->'outcome', b->'progress', b->>'status', (b->>'multiplier')::integer,
			ARRAY[b->>'actionId'], v_now, v_now, v_now);

		v_payout_rows := NULL;
		IF v_payout > 0 THEN
			SELECT jsonb_agg(jsonb_build_array(l.o_transaction_id::text, l.o_created_at, l.o_replayed,
				l.o_entry_id::text, l.o_account, l.o_user_id, l.o_amount::text, l.o_balance_after::text))
			INTO v_payout_rows
			FROM ledger_post('payout', b->>'payoutKey', b->>'payoutFingerprint', b->>'balanceType',
				b->>'game', b->'meta', b->'payoutLegs') l;
		END IF;
		v_hours := v_hours || (b->>'statsHour')::timestamptz;
		v_shards := v_shards || (b->>'statsShard')::smallint;
		v_won := v_won || (b->>'amountWonUsd')::numeric;
		RETURN QUERY SELECT v_item.idx, 'settled'::text, NULL::text, v_bet_rows, v_payout_rows;
	END LOOP;

	INSERT INTO global_stats AS g (hour, shard, num_bets, amount_won_usd)
	SELECT t.hour, t.shard, count(*), sum(t.won)
	FROM unnest(v_hours, v_shards, v_won) AS t(hour, shard, won)
	GROUP BY t.hour, t.shard
	ORDER BY t.hour, t.shard
	ON CONFLICT (hour, shard) DO UPDATE
		SET num_bets = g.num_bets + excluded.num_bets, amount_won_usd = g.amount_won_usd + excluded.amount_won_usd;
END
$$;
