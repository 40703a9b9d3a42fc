CREATE TABLE "registration_counts" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_counts" ADD CONSTRAINT "registration_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by the database on every insert and delete of participants, whoever makes it (registrations,
-- imports, tests, an event's deletion): one statement's rows counted per event. Event ids in order,
-- so that a statement touching several events takes their rows' locks in one order. A registration
-- sets its plan's quota for its own transaction (foyer.registration_quota, participants.repository
-- insertRegistered): an insert that takes an event beyond it is refused with SQLSTATE FY001.
CREATE FUNCTION "count_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quota text := current_setting('foyer.registration_quota', true);
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "registration_counts" ("event_id", "registrations")
      SELECT "event_id", count(*) FROM "new_participants" GROUP BY "event_id" ORDER BY "event_id"
      ON CONFLICT ("event_id") DO UPDATE
        SET "registrations" = "registration_counts"."registrations" + EXCLUDED."registrations";
    IF quota IS NOT NULL AND quota <> '' AND EXISTS (
      SELECT 1 FROM "registration_counts"
      WHERE "event_id" IN (SELECT "event_id" FROM "new_participants") AND "registrations" > quota::integer
    ) THEN
      RAISE EXCEPTION 'registrations beyond the quota of %', quota USING ERRCODE = 'FY001';
    END IF;
  ELSE
    UPDATE "registration_counts" AS c SET "registrations" = c."registrations" - d."n"
      FROM (SELECT "event_id", count(*) AS "n" FROM "old_participants" GROUP BY "event_id") AS d
      WHERE c."event_id" = d."event_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "participants_counted_on_insert" AFTER INSERT ON "participants"
  REFERENCING NEW TABLE AS "new_participants" FOR EACH STATEMENT EXECUTE FUNCTION "count_registrations"();
--> statement-breakpoint
CREATE TRIGGER "participants_counted_on_delete" AFTER DELETE ON "participants"
  REFERENCING OLD TABLE AS "old_participants" FOR EACH STATEMENT EXECUTE FUNCTION "count_registrations"();
--> statement-breakpoint
INSERT INTO "registration_counts" ("event_id", "registrations")
  SELECT "event_id", count(*) FROM "participants" GROUP BY "event_id";
