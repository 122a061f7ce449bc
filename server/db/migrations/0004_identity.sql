CREATE TABLE "identity_spent_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_identities" (
	"provider" text NOT NULL,
	"unique_id" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_identities_provider_unique_id_pk" PRIMARY KEY("provider","unique_id")
);
--> statement-breakpoint
ALTER TABLE "linked_identities" ADD CONSTRAINT "linked_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_spent_tokens_expires_idx" ON "identity_spent_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_identities_user_provider_idx" ON "linked_identities" USING btree ("user_id","provider");