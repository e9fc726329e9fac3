CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("run_after") WHERE "background_jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "background_jobs_failed_idx" ON "background_jobs" USING btree ("failed_at") WHERE "background_jobs"."state" = 'failed';--> statement-breakpoint
CREATE INDEX "background_jobs_name_state_idx" ON "background_jobs" USING btree ("name","state");