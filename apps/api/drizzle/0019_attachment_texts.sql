ALTER TABLE "chat_attachments" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "text" text;--> statement-breakpoint
CREATE INDEX "chat_attachments_unused_idx" ON "chat_attachments" USING btree ("created_at") WHERE "chat_attachments"."used_at" is null;