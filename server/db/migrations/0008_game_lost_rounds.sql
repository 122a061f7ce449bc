CREATE TABLE "game_lost_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
