CREATE TABLE "coin_prices" (
	"coin" text PRIMARY KEY NOT NULL,
	"price" bigint NOT NULL,
	"source" text NOT NULL,
	"quoted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_prices_price_positive" CHECK ("coin_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "onramp_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"coin" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"coin_price" bigint NOT NULL,
	"coin_amount" bigint NOT NULL,
	"address" text NOT NULL,
	"tag" bigint,
	"status" text NOT NULL,
	"answered_at" timestamp with time zone,
	"tx_hash" text,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onramp_orders_amounts_positive" CHECK ("onramp_orders"."amount" > 0 and "onramp_orders"."coin_amount" > 0),
	CONSTRAINT "onramp_orders_status_known" CHECK ("onramp_orders"."status" in ('pending', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_amount_positive";--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "coin_amount" bigint;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "coin_price" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "coin_amount" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "coin_price" bigint;--> statement-breakpoint
ALTER TABLE "onramp_orders" ADD CONSTRAINT "onramp_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onramp_orders_idempotency_key_idx" ON "onramp_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "onramp_orders_user_idx" ON "onramp_orders" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_amount_not_negative" CHECK ("deposits"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_coin_amount_positive" CHECK ("deposits"."coin_amount" > 0);