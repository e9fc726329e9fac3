CREATE INDEX "avatars_user_idx" ON "avatars" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "avatars_order_idx" ON "avatars" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "avatars_doc_idx" ON "avatars" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "avatars_company_idx" ON "avatars" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "avatars_campaign_idx" ON "avatars" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "orders_campaign_idx" ON "orders" USING btree ("campaign_id");