CREATE TABLE "game_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"stops" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_bet_positive" CHECK ("game_rounds"."bet" > 0),
	CONSTRAINT "game_rounds_win_not_negative" CHECK ("game_rounds"."win" >= 0),
	CONSTRAINT "game_rounds_status_known" CHECK ("game_rounds"."status" in ('open', 'settled', 'refused', 'rolledBack'))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_token" text NOT NULL,
	"user_id" text,
	"game_identifier" text NOT NULL,
	"game_title" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"fun_balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_mode_known" CHECK ("game_sessions"."mode" in ('fun', 'real')),
	CONSTRAINT "game_sessions_fun_balance" CHECK (("game_sessions"."mode" = 'fun') = ("game_sessions"."fun_balance" is not null) and coalesce("game_sessions"."fun_balance", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_session_idx" ON "game_rounds" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_open_idx" ON "game_rounds" USING btree ("status","created_at") WHERE "game_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "game_sessions_user_idx" ON "game_sessions" USING btree ("user_id","created_at");