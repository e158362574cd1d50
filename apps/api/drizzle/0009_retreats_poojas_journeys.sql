CREATE TABLE "retreat_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retreat_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"retreat_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"guests" smallint NOT NULL,
	"status" varchar(12) NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"idempotency_key" varchar(80) NOT NULL,
	"total_minor" integer NOT NULL,
	"deposit_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"note" varchar(1000) DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_provider" varchar(20) DEFAULT 'direct' NOT NULL,
	"payment_ref" varchar(120),
	"refund_minor" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" varchar(10),
	"cancel_reason" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retreat_bookings_status" CHECK ("retreat_bookings"."status" in ('held', 'confirmed', 'cancelled', 'expired', 'completed')),
	CONSTRAINT "retreat_bookings_stay" CHECK ("retreat_bookings"."end_date" > "retreat_bookings"."start_date"),
	CONSTRAINT "retreat_bookings_guests" CHECK ("retreat_bookings"."guests" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "retreat_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retreat_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"retreat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" varchar(2000) NOT NULL,
	"preferred_start" date,
	"guests" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retreat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retreat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"body" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retreat_nights" (
	"package_id" integer NOT NULL,
	"night" date NOT NULL,
	"guests_taken" smallint DEFAULT 0 NOT NULL,
	"capacity" smallint,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "retreat_nights_package_id_night_pk" PRIMARY KEY("package_id","night"),
	CONSTRAINT "retreat_nights_guests" CHECK ("retreat_nights"."guests_taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "retreat_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retreat_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"retreat_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"capacity" smallint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "retreat_packages_price" CHECK ("retreat_packages"."price_minor" >= 0),
	CONSTRAINT "retreat_packages_capacity" CHECK ("retreat_packages"."capacity" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "retreats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retreats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(100) NOT NULL,
	"host_id" integer NOT NULL,
	"title" varchar(140) NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" varchar(20) NOT NULL,
	"content_language" varchar(2) DEFAULT 'en' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"place" varchar(120) NOT NULL,
	"country" varchar(60) DEFAULT 'India' NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" varchar(64) DEFAULT 'Asia/Kolkata' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"teachers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"included" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_mode" varchar(10) NOT NULL,
	"departures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"available_from" date,
	"available_until" date,
	"min_nights" smallint DEFAULT 1 NOT NULL,
	"max_nights" smallint DEFAULT 30 NOT NULL,
	"deposit_percent" smallint DEFAULT 30 NOT NULL,
	"cancellation_policy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retreats_date_mode" CHECK ("retreats"."date_mode" in ('fixed', 'flexible')),
	CONSTRAINT "retreats_deposit" CHECK ("retreats"."deposit_percent" between 0 and 100),
	CONSTRAINT "retreats_nights" CHECK ("retreats"."min_nights" between 1 and "retreats"."max_nights")
);
--> statement-breakpoint
CREATE TABLE "pooja_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pooja_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pooja_id" integer NOT NULL,
	"temple_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"devotee_name" varchar(100) NOT NULL,
	"gotra" varchar(60) DEFAULT '' NOT NULL,
	"nakshatra" varchar(30) DEFAULT '' NOT NULL,
	"sankalp" varchar(1000) DEFAULT '' NOT NULL,
	"offerings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prasad_address" jsonb,
	"total_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(12) NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"idempotency_key" varchar(80) NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_provider" varchar(20) DEFAULT 'direct' NOT NULL,
	"payment_ref" varchar(120),
	"recording_url" varchar(300) DEFAULT '' NOT NULL,
	"performed_at" timestamp with time zone,
	"prasad_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pooja_bookings_status" CHECK ("pooja_bookings"."status" in ('held', 'booked', 'performed', 'prasad_sent', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "pooja_days" (
	"pooja_id" integer NOT NULL,
	"day" date NOT NULL,
	"taken" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "pooja_days_pooja_id_day_pk" PRIMARY KEY("pooja_id","day"),
	CONSTRAINT "pooja_days_taken" CHECK ("pooja_days"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "poojas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "poojas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"temple_id" integer NOT NULL,
	"slug" varchar(100) NOT NULL,
	"name" varchar(140) NOT NULL,
	"purpose" varchar(300) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"offerings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prasad_available" boolean DEFAULT true NOT NULL,
	"prasad_price_minor" integer DEFAULT 0 NOT NULL,
	"daily_limit" smallint DEFAULT 20 NOT NULL,
	"notice_days" smallint DEFAULT 1 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poojas_price" CHECK ("poojas"."price_minor" >= 0 and "poojas"."prasad_price_minor" >= 0),
	CONSTRAINT "poojas_daily_limit" CHECK ("poojas"."daily_limit" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "temples" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "temples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(100) NOT NULL,
	"manager_id" integer NOT NULL,
	"name" varchar(140) NOT NULL,
	"deity" varchar(80) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content_language" varchar(2) DEFAULT 'en' NOT NULL,
	"place" varchar(120) NOT NULL,
	"region" varchar(120) DEFAULT '' NOT NULL,
	"country" varchar(60) DEFAULT 'India' NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" varchar(64) DEFAULT 'Asia/Kolkata' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"timings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aartis" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"darshan_videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"journey_id" integer NOT NULL,
	"departure_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"travellers" smallint NOT NULL,
	"traveller_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(12) NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"idempotency_key" varchar(80) NOT NULL,
	"total_minor" integer NOT NULL,
	"deposit_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_provider" varchar(20) DEFAULT 'direct' NOT NULL,
	"payment_ref" varchar(120),
	"refund_minor" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" varchar(10),
	"cancel_reason" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_bookings_status" CHECK ("journey_bookings"."status" in ('held', 'confirmed', 'cancelled', 'expired', 'completed')),
	CONSTRAINT "journey_bookings_travellers" CHECK ("journey_bookings"."travellers" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "journey_departures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_departures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"journey_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"capacity" smallint NOT NULL,
	"seats_taken" smallint DEFAULT 0 NOT NULL,
	"price_minor" integer,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "journey_departures_seats" CHECK ("journey_departures"."seats_taken" between 0 and "journey_departures"."capacity")
);
--> statement-breakpoint
CREATE TABLE "journey_interests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_interests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"journey_id" integer NOT NULL,
	"departure_id" integer,
	"user_id" integer,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"travellers" smallint DEFAULT 1 NOT NULL,
	"message" varchar(2000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journeys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(100) NOT NULL,
	"organiser_id" integer NOT NULL,
	"title" varchar(140) NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content_language" varchar(2) DEFAULT 'en' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"region" varchar(120) DEFAULT '' NOT NULL,
	"start_place" varchar(120) DEFAULT '' NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"duration_days" smallint NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"deposit_percent" smallint DEFAULT 25 NOT NULL,
	"cancellation_policy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_deposit" CHECK ("journeys"."deposit_percent" between 0 and 100),
	CONSTRAINT "journeys_duration" CHECK ("journeys"."duration_days" between 1 and 90),
	CONSTRAINT "journeys_price" CHECK ("journeys"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "retreat_bookings" ADD CONSTRAINT "retreat_bookings_retreat_id_retreats_id_fk" FOREIGN KEY ("retreat_id") REFERENCES "public"."retreats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_bookings" ADD CONSTRAINT "retreat_bookings_package_id_retreat_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."retreat_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_bookings" ADD CONSTRAINT "retreat_bookings_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_inquiries" ADD CONSTRAINT "retreat_inquiries_retreat_id_retreats_id_fk" FOREIGN KEY ("retreat_id") REFERENCES "public"."retreats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_inquiries" ADD CONSTRAINT "retreat_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_messages" ADD CONSTRAINT "retreat_messages_booking_id_retreat_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."retreat_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_messages" ADD CONSTRAINT "retreat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_nights" ADD CONSTRAINT "retreat_nights_package_id_retreat_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."retreat_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_packages" ADD CONSTRAINT "retreat_packages_retreat_id_retreats_id_fk" FOREIGN KEY ("retreat_id") REFERENCES "public"."retreats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreats" ADD CONSTRAINT "retreats_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pooja_bookings" ADD CONSTRAINT "pooja_bookings_pooja_id_poojas_id_fk" FOREIGN KEY ("pooja_id") REFERENCES "public"."poojas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pooja_bookings" ADD CONSTRAINT "pooja_bookings_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pooja_bookings" ADD CONSTRAINT "pooja_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pooja_days" ADD CONSTRAINT "pooja_days_pooja_id_poojas_id_fk" FOREIGN KEY ("pooja_id") REFERENCES "public"."poojas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poojas" ADD CONSTRAINT "poojas_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_bookings" ADD CONSTRAINT "journey_bookings_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_bookings" ADD CONSTRAINT "journey_bookings_departure_id_journey_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."journey_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_bookings" ADD CONSTRAINT "journey_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_departures" ADD CONSTRAINT "journey_departures_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_interests" ADD CONSTRAINT "journey_interests_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_interests" ADD CONSTRAINT "journey_interests_departure_id_journey_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."journey_departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_interests" ADD CONSTRAINT "journey_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retreat_bookings_idempotency_key" ON "retreat_bookings" USING btree ("guest_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "retreat_bookings_payment_ref_key" ON "retreat_bookings" USING btree ("payment_ref") WHERE "retreat_bookings"."payment_ref" is not null;--> statement-breakpoint
CREATE INDEX "retreat_bookings_guest_idx" ON "retreat_bookings" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE INDEX "retreat_bookings_retreat_idx" ON "retreat_bookings" USING btree ("retreat_id","start_date");--> statement-breakpoint
CREATE INDEX "retreat_bookings_held_idx" ON "retreat_bookings" USING btree ("hold_expires_at") WHERE "retreat_bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "retreat_inquiries_retreat_idx" ON "retreat_inquiries" USING btree ("retreat_id","created_at");--> statement-breakpoint
CREATE INDEX "retreat_messages_booking_idx" ON "retreat_messages" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "retreat_packages_retreat_idx" ON "retreat_packages" USING btree ("retreat_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "retreats_slug_key" ON "retreats" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "retreats_host_idx" ON "retreats" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "retreats_type_idx" ON "retreats" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "pooja_bookings_idempotency_key" ON "pooja_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pooja_bookings_payment_ref_key" ON "pooja_bookings" USING btree ("payment_ref") WHERE "pooja_bookings"."payment_ref" is not null;--> statement-breakpoint
CREATE INDEX "pooja_bookings_user_idx" ON "pooja_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pooja_bookings_temple_idx" ON "pooja_bookings" USING btree ("temple_id","day");--> statement-breakpoint
CREATE INDEX "pooja_bookings_held_idx" ON "pooja_bookings" USING btree ("hold_expires_at") WHERE "pooja_bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "poojas_slug_key" ON "poojas" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "poojas_temple_idx" ON "poojas" USING btree ("temple_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "temples_slug_key" ON "temples" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "temples_manager_idx" ON "temples" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_bookings_idempotency_key" ON "journey_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_bookings_payment_ref_key" ON "journey_bookings" USING btree ("payment_ref") WHERE "journey_bookings"."payment_ref" is not null;--> statement-breakpoint
CREATE INDEX "journey_bookings_user_idx" ON "journey_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "journey_bookings_departure_idx" ON "journey_bookings" USING btree ("departure_id");--> statement-breakpoint
CREATE INDEX "journey_bookings_held_idx" ON "journey_bookings" USING btree ("hold_expires_at") WHERE "journey_bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "journey_departures_key" ON "journey_departures" USING btree ("journey_id","start_date");--> statement-breakpoint
CREATE INDEX "journey_interests_journey_idx" ON "journey_interests" USING btree ("journey_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journeys_slug_key" ON "journeys" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "journeys_organiser_idx" ON "journeys" USING btree ("organiser_id");