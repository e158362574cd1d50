CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(12) NOT NULL,
	"person_id" integer NOT NULL,
	"target" jsonb NOT NULL,
	"target_key" varchar(120) NOT NULL,
	"seats" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"booking_id" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_kind" CHECK ("waitlist_entries"."kind" in ('class', 'retreat', 'pooja', 'journey')),
	CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'taken', 'lapsed', 'left')),
	CONSTRAINT "waitlist_entries_seats" CHECK ("waitlist_entries"."seats" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_person_target_key" ON "waitlist_entries" USING btree ("person_id","kind","target_key") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("kind","target_key","created_at","id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_person_idx" ON "waitlist_entries" USING btree ("person_id","created_at");