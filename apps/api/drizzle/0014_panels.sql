CREATE TABLE "panel_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"panel_id" text NOT NULL,
	"avatar_id" text NOT NULL,
	"round" integer NOT NULL,
	"status" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stance" text,
	"reaction" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panels" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_by" text,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"prompt" text NOT NULL,
	"asset_name" text,
	"members" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "panel_answers" ADD CONSTRAINT "panel_answers_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "panel_answers_panel_created_idx" ON "panel_answers" USING btree ("panel_id","created_at");--> statement-breakpoint
CREATE INDEX "panels_account_created_idx" ON "panels" USING btree ("account_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "panels_created_by_idx" ON "panels" USING btree ("created_by");