CREATE TABLE "practice_marks" (
	"practice_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_marks_practice_id_day_pk" PRIMARY KEY("practice_id","day")
);
--> statement-breakpoint
CREATE TABLE "practice_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"guest_uuid" uuid,
	"level" varchar(20) NOT NULL,
	"reminder_time" varchar(5),
	"reminders_enabled" boolean DEFAULT false NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"last_reminder_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_settings_one_owner" CHECK (num_nonnulls("practice_settings"."user_id", "practice_settings"."guest_uuid") = 1)
);
--> statement-breakpoint
CREATE TABLE "practices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"guest_uuid" uuid,
	"kind" varchar(40) NOT NULL,
	"name" varchar(60) DEFAULT '' NOT NULL,
	"target" integer NOT NULL,
	"unit" varchar(10) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practices_one_owner" CHECK (num_nonnulls("practices"."user_id", "practices"."guest_uuid") = 1)
);
--> statement-breakpoint
ALTER TABLE "practice_marks" ADD CONSTRAINT "practice_marks_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD CONSTRAINT "practice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practices" ADD CONSTRAINT "practices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_settings_user_key" ON "practice_settings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_settings_guest_key" ON "practice_settings" USING btree ("guest_uuid");--> statement-breakpoint
CREATE INDEX "practices_user_idx" ON "practices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practices_guest_idx" ON "practices" USING btree ("guest_uuid");