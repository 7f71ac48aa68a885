-- Fill the search columns of profiles written before those columns existed.
UPDATE "doctor_profiles" AS p
SET "search_text" = lower(u."name" || ' ' || p."specialty"),
    "language_keys" = (SELECT coalesce(array_agg(lower(l)), '{}') FROM unnest(p."languages") AS l)
FROM "users" AS u
WHERE u."id" = p."user_id";
--> statement-breakpoint
-- The admin audit log is append-only, whatever code or person talks to the database.
CREATE FUNCTION "admin_audit_log_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_append_only"
BEFORE UPDATE OR DELETE ON "admin_audit_log"
FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_is_append_only"();
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_truncate"
BEFORE TRUNCATE ON "admin_audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_log_is_append_only"();
