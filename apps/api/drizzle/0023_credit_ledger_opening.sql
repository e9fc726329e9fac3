-- An account opens with credits (CREDITS_ON_NEW_ACCOUNT, or what the demo seed gives): that grant is a ledger row
-- too, written in the statement that creates the account, so the balance is always the sum of the ledger.
CREATE FUNCTION "log_opening_credits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "credit_transactions" ("id", "account_id", "change", "balance_after", "reason")
	SELECT gen_random_uuid()::text, "id", "credits", "credits", 'opening' FROM "opened_accounts" WHERE "credits" > 0;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_inserted_log_opening_credits" AFTER INSERT ON "accounts" REFERENCING NEW TABLE AS "opened_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "log_opening_credits"();--> statement-breakpoint
-- Accounts made before this migration: their opening grant, dated before their first ledger row. An account with
-- orders and no ledger row at all was written by the demo seed, which never logged its charges: each order's charge
-- is logged at its order date, and the opening grant is what the charges and today's balance add up to.
WITH "unlogged" AS (
	SELECT "a"."id" FROM "accounts" "a"
	WHERE NOT EXISTS (SELECT 1 FROM "credit_transactions" "t" WHERE "t"."account_id" = "a"."id")
), "charges" AS (
	SELECT "o"."account_id", "o"."id", "o"."price", "o"."ordered_at",
		sum("o"."price") OVER (PARTITION BY "o"."account_id" ORDER BY "o"."ordered_at", "o"."id" ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING) AS "later"
	FROM "orders" "o" JOIN "unlogged" "u" ON "u"."id" = "o"."account_id"
	WHERE "o"."price" > 0
)
INSERT INTO "credit_transactions" ("id", "account_id", "change", "balance_after", "reason", "reference", "created_at")
SELECT gen_random_uuid()::text, "c"."account_id", -"c"."price", "a"."credits" + coalesce("c"."later", 0), 'order', "c"."id", "c"."ordered_at"
FROM "charges" "c" JOIN "accounts" "a" ON "a"."id" = "c"."account_id";--> statement-breakpoint
WITH "first_rows" AS (
	SELECT DISTINCT ON ("account_id") "account_id", "balance_after" - "change" AS "opening", "created_at"
	FROM "credit_transactions" ORDER BY "account_id", "created_at", "id"
)
INSERT INTO "credit_transactions" ("id", "account_id", "change", "balance_after", "reason", "created_at")
SELECT gen_random_uuid()::text, "a"."id", coalesce("f"."opening", "a"."credits"), coalesce("f"."opening", "a"."credits"), 'opening',
	least("a"."created_at", coalesce("f"."created_at" - interval '1 second', "a"."created_at"))
FROM "accounts" "a" LEFT JOIN "first_rows" "f" ON "f"."account_id" = "a"."id"
WHERE coalesce("f"."opening", "a"."credits") > 0;
