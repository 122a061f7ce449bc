CREATE TABLE "rounds" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text,
	"balance_type" text,
	"game" text,
	"state" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rounds_kind_id_pk" PRIMARY KEY("kind","id"),
	CONSTRAINT "rounds_state_known" CHECK ("rounds"."state" in ('open', 'settled', 'rolledBack')),
	CONSTRAINT "rounds_amounts" CHECK ("rounds"."stake" >= 0 and "rounds"."payout" >= 0),
	CONSTRAINT "rounds_owned_once_staked" CHECK ("rounds"."stake" = 0 or ("rounds"."user_id" is not null and "rounds"."balance_type" is not null))
);
--> statement-breakpoint
-- Counters per hour and shard (a player's settlements add to their shard's row), so two
-- players' bets never wait on one counter row.
ALTER TABLE "global_stats" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "global_stats" DROP CONSTRAINT "global_stats_pkey";--> statement-breakpoint
ALTER TABLE "global_stats" ADD CONSTRAINT "global_stats_hour_shard_pk" PRIMARY KEY("hour","shard");--> statement-breakpoint
-- The provider rounds the seamless wallet booked before this table, from their ledger
-- movements (keyed game:<round id>:<bet|win|refund|winRollback>) and the lost-round records.
INSERT INTO "rounds" ("kind", "id", "user_id", "balance_type", "game", "state", "stake", "payout", "created_at", "settled_at")
SELECT 'provider', r.round_id, bet.user_id, bet.balance_type, t.reference,
	CASE WHEN refund.created_at IS NOT NULL THEN 'rolledBack'
		WHEN win.created_at IS NOT NULL OR lost.settled_at IS NOT NULL THEN 'settled'
		ELSE 'open' END,
	-bet.amount, coalesce(win.amount, 0), t.created_at,
	coalesce(refund.created_at, win.created_at, lost.settled_at)
FROM "ledger_transactions" t
CROSS JOIN LATERAL (SELECT split_part(t."idempotency_key", ':', 2) AS round_id) r
JOIN "ledger_entries" bet ON bet."transaction_id" = t."id" AND bet."account" = 'player'
LEFT JOIN LATERAL (
	SELECT e."amount", e."created_at" FROM "ledger_transactions" w
	JOIN "ledger_entries" e ON e."transaction_id" = w."id" AND e."account" = 'player'
	WHERE w."idempotency_key" = 'game:' || r.round_id || ':win') win ON true
LEFT JOIN LATERAL (
	SELECT f."created_at" FROM "ledger_transactions" f
	WHERE f."idempotency_key" = 'game:' || r.round_id || ':refund') refund ON true
LEFT JOIN "game_lost_rounds" lost ON lost."round_id" = r.round_id
WHERE t."idempotency_key" LIKE 'game:%:bet';--> statement-breakpoint
-- Their settled bets in the site-wide counters, which nothing had counted yet.
INSERT INTO "global_stats" ("hour", "shard", "num_bets", "amount_won_usd")
SELECT date_trunc('hour', "settled_at"), 0, count(*), sum("payout")::numeric / 100000000
FROM "rounds" WHERE "state" = 'settled' GROUP BY 1
ON CONFLICT ("hour", "shard") DO UPDATE SET
	"num_bets" = "global_stats"."num_bets" + excluded."num_bets",
	"amount_won_usd" = "global_stats"."amount_won_usd" + excluded."amount_won_usd";--> statement-breakpoint
DROP TABLE "game_lost_rounds" CASCADE;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rounds_user_idx" ON "rounds" USING btree ("user_id","state");