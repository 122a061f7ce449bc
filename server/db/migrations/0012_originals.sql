CREATE TABLE "original_rounds" (
	"game" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"seed_pair_id" text NOT NULL,
	"nonce" integer NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"progress" jsonb,
	"status" text NOT NULL,
	"multiplier" integer DEFAULT 0 NOT NULL,
	"action_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "original_rounds_game_id_pk" PRIMARY KEY("game","id"),
	CONSTRAINT "original_rounds_status" CHECK ("original_rounds"."status" in ('active', 'lost', 'won'))
);
--> statement-breakpoint
CREATE TABLE "seed_pairs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "seed_pairs_nonce" CHECK ("seed_pairs"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "original_rounds" ADD CONSTRAINT "original_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "original_rounds" ADD CONSTRAINT "original_rounds_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "original_rounds" ADD CONSTRAINT "original_rounds_game_id_rounds_kind_id_fk" FOREIGN KEY ("game","id") REFERENCES "public"."rounds"("kind","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD CONSTRAINT "seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "original_rounds_one_active" ON "original_rounds" USING btree ("user_id","game") WHERE "original_rounds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "original_rounds_user_idx" ON "original_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "original_rounds_id_idx" ON "original_rounds" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_one_active" ON "seed_pairs" USING btree ("user_id") WHERE "seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "seed_pairs_user_idx" ON "seed_pairs" USING btree ("user_id","created_at");