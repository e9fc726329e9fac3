CREATE TABLE "library_versions" (
	"account_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises the library version of every account a statement touched (avatars) or whose Blueprint address changed.
-- In account order, so two statements over the same accounts take the row locks in the same order.
CREATE FUNCTION "bump_library_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "library_versions" ("account_id", "version")
	SELECT DISTINCT "account_id", 1 FROM "changed_rows" ORDER BY "account_id"
	ON CONFLICT ("account_id") DO UPDATE SET "version" = "library_versions"."version" + 1;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "avatars_inserted_bump_library" AFTER INSERT ON "avatars" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_library_versions"();--> statement-breakpoint
CREATE TRIGGER "avatars_updated_bump_library" AFTER UPDATE ON "avatars" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_library_versions"();--> statement-breakpoint
CREATE TRIGGER "avatars_deleted_bump_library" AFTER DELETE ON "avatars" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_library_versions"();--> statement-breakpoint
CREATE TRIGGER "blueprints_updated_bump_library" AFTER UPDATE ON "blueprints" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_library_versions"();
