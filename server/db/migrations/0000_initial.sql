CREATE TABLE "site_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text,
	"message" text NOT NULL,
	"link" text,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_stats" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"num_bets" bigint DEFAULT 0 NOT NULL,
	"amount_won_usd" numeric(24, 8) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_banners_active_created_idx" ON "site_banners" USING btree ("active","created_at");