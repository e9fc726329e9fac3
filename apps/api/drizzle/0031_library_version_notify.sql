-- As 0013, and each raised version is also announced on the channel 'library_versions' as 'account:version'
-- (delivered at commit, in commit order): the processes keep the versions in memory (lib/db/version-feed).
CREATE OR REPLACE FUNCTION "bump_library_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	raised record;
BEGIN
	FOR raised IN
		INSERT INTO "library_versions" ("account_id", "version")
		SELECT DISTINCT "account_id", 1 FROM "changed_rows" ORDER BY "account_id"
		ON CONFLICT ("account_id") DO UPDATE SET "version" = "library_versions"."version" + 1
		RETURNING "account_id", "version"
	LOOP
		PERFORM pg_notify('library_versions', raised."account_id" || ':' || raised."version");
	END LOOP;
	RETURN NULL;
END $$;
