ALTER TABLE "accounts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "purge_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_purge_after_idx" ON "accounts" USING btree ("purge_after") WHERE "accounts"."purge_after" is not null;