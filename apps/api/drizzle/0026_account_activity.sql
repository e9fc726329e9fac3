CREATE TABLE "account_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"actor_role" text DEFAULT 'member' NOT NULL,
	"subject" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_activity" ADD CONSTRAINT "account_activity_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_activity_account_time_idx" ON "account_activity" USING btree ("account_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "account_activity_time_idx" ON "account_activity" USING btree ("created_at" desc,"id" desc);