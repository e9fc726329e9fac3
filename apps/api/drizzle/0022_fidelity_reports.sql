CREATE TABLE "fidelity_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"avatar_id" text,
	"order_id" text,
	"requested_by" text,
	"blueprint_hash" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"driver" text NOT NULL,
	"model" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fidelity_reports" ADD CONSTRAINT "fidelity_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fidelity_reports" ADD CONSTRAINT "fidelity_reports_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fidelity_reports" ADD CONSTRAINT "fidelity_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fidelity_reports" ADD CONSTRAINT "fidelity_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fidelity_reports_avatar_created_idx" ON "fidelity_reports" USING btree ("avatar_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "fidelity_reports_order_created_idx" ON "fidelity_reports" USING btree ("order_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "fidelity_reports_account_idx" ON "fidelity_reports" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "fidelity_reports_requested_by_idx" ON "fidelity_reports" USING btree ("requested_by");--> statement-breakpoint
CREATE UNIQUE INDEX "fidelity_reports_avatar_running_idx" ON "fidelity_reports" USING btree ("avatar_id") WHERE status = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "fidelity_reports_order_running_idx" ON "fidelity_reports" USING btree ("order_id") WHERE status = 'running';