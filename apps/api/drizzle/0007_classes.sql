CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"seats" smallint DEFAULT 1 NOT NULL,
	"status" varchar(12) NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"idempotency_key" varchar(80) NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('held', 'confirmed', 'cancelled', 'expired', 'attended'))
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"busy" "tstzrange" NOT NULL,
	"capacity" smallint NOT NULL,
	"seats_taken" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "class_sessions_seats" CHECK ("class_sessions"."seats_taken" between 0 and "class_sessions"."capacity")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(100) NOT NULL,
	"tutor_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" varchar(30) NOT NULL,
	"language" varchar(2) NOT NULL,
	"level" varchar(20) NOT NULL,
	"age_min" smallint DEFAULT 0 NOT NULL,
	"age_max" smallint DEFAULT 120 NOT NULL,
	"format" varchar(10) NOT NULL,
	"meeting_url" varchar(300) DEFAULT '' NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"capacity" smallint NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"cancellation_hours" smallint DEFAULT 24 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_format" CHECK ("classes"."format" in ('online', 'in_person')),
	CONSTRAINT "classes_capacity" CHECK ("classes"."capacity" between 1 and 500),
	CONSTRAINT "classes_duration" CHECK ("classes"."duration_minutes" between 15 and 480),
	CONSTRAINT "classes_price" CHECK ("classes"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tutor_availability" (
	"tutor_id" integer PRIMARY KEY NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffer_before_minutes" smallint DEFAULT 0 NOT NULL,
	"buffer_after_minutes" smallint DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 240 NOT NULL,
	"horizon_days" smallint DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"photo_url" varchar(300) DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialities" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_tutor_id_tutors_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_tutor_id_tutors_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_availability" ADD CONSTRAINT "tutor_availability_tutor_id_tutors_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_key" ON "bookings" USING btree ("learner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_learner_idx" ON "bookings" USING btree ("learner_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "bookings_held_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "class_sessions_class_start_key" ON "class_sessions" USING btree ("class_id","start_at");--> statement-breakpoint
CREATE INDEX "class_sessions_tutor_idx" ON "class_sessions" USING btree ("tutor_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_slug_key" ON "classes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "classes_tutor_idx" ON "classes" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "classes_category_idx" ON "classes" USING btree ("category","language");--> statement-breakpoint
CREATE UNIQUE INDEX "tutors_slug_key" ON "tutors" USING btree ("slug");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Two sittings of one tutor that hold seats never overlap, buffers included: the database refuses
-- the second of two concurrent bookings (Cal.com can double-book here; we cannot).
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_no_overlap"
  EXCLUDE USING gist ("tutor_id" WITH =, "busy" WITH &&) WHERE ("seats_taken" > 0);
