ALTER TABLE "accounts" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_owner_id_idx" ON "accounts" USING btree ("owner_id");--> statement-breakpoint
UPDATE "accounts" SET "owner_id" = COALESCE(
  (SELECT "id" FROM "users" WHERE "users"."id" = "accounts"."created_by" AND "users"."account_id" = "accounts"."id"),
  (SELECT "id" FROM "users" WHERE "users"."account_id" = "accounts"."id" ORDER BY "created_at", "id" LIMIT 1)
);
