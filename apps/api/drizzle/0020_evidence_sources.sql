CREATE TABLE "source_passages" (
	"source_id" text NOT NULL,
	"position" integer NOT NULL,
	"location" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "source_passages_source_id_position_pk" PRIMARY KEY("source_id","position")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"order_id" text,
	"upload_key" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"passage_count" integer NOT NULL,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sources_upload_key_unique" UNIQUE("upload_key")
);
--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "supported_claims" integer;--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "total_claims" integer;--> statement-breakpoint
ALTER TABLE "source_passages" ADD CONSTRAINT "source_passages_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_upload_key_uploads_key_fk" FOREIGN KEY ("upload_key") REFERENCES "public"."uploads"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sources_account_idx" ON "sources" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sources_order_idx" ON "sources" USING btree ("order_id","position");