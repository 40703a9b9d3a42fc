CREATE TABLE "registration_counts" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_counts" ADD CONSTRAINT "registration_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by the database on every insert and delete of participants, whoever makes it (registrations,
-- imports, tests, an event's deletion): one statement's rows counted per event. Event ids in order,
-- so that a statement touching several events takes their rows' locks in one order.
CREATE FUNCTION "count_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "registration_counts" ("event_id", "registrations")
      SELECT "event_id", count(*) FROM "new_participants" GROUP BY "event_id" ORDER BY "event_id"
      ON CONFLICT ("event_id") DO UPDATE
        SET "registrations" = "registration_counts"."registrations" + EXCLUDED."registrations";
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
