ALTER TABLE "orders" ADD COLUMN "refresh_of" text;--> statement-breakpoint
CREATE INDEX "orders_refresh_of_idx" ON "orders" USING btree ("refresh_of");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refresh_of_avatars_id_fk" FOREIGN KEY ("refresh_of") REFERENCES "public"."avatars"("id") ON DELETE set null ON UPDATE no action;
