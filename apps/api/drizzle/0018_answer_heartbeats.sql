ALTER TABLE "chat_messages" ADD COLUMN "status" text DEFAULT 'answered' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panels" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
-- Questions asked before statuses existed whose answer never came (the next message of the thread is not an answer) are unanswered.
UPDATE "chat_messages" SET "status" = 'unanswered' WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", "role", lead("role") OVER (PARTITION BY "thread_id" ORDER BY "created_at", "id") AS "next_role" FROM "chat_messages"
  ) AS "ordered" WHERE "role" = 'user' AND ("next_role" IS NULL OR "next_role" <> 'assistant')
);
