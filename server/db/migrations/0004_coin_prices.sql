CREATE TABLE "coin_prices" (
	"coin" text PRIMARY KEY NOT NULL,
	"price" bigint NOT NULL,
	"source" text NOT NULL,
	"quoted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_prices_price_positive" CHECK ("coin_prices"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_amount_positive";--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "coin_amount" bigint;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "coin_price" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "coin_amount" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "coin_price" bigint;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_amount_not_negative" CHECK ("deposits"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_coin_amount_positive" CHECK ("deposits"."coin_amount" > 0);