CREATE TABLE "class_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" varchar(2000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_reviews_rating" CHECK ("class_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(120) NOT NULL,
	"type" varchar(80) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_provider" varchar(20) DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_ref" varchar(120);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_reviews" ADD CONSTRAINT "class_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reviews" ADD CONSTRAINT "class_reviews_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reviews" ADD CONSTRAINT "class_reviews_tutor_id_tutors_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reviews" ADD CONSTRAINT "class_reviews_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_reviews_booking_key" ON "class_reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "class_reviews_tutor_idx" ON "class_reviews" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_ref_key" ON "bookings" USING btree ("payment_ref") WHERE "bookings"."payment_ref" is not null;