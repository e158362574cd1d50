ALTER TABLE "retreats" ADD COLUMN "max_guests_per_booking" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "max_travellers_per_booking" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "retreats" ADD CONSTRAINT "retreats_max_guests_per_booking" CHECK ("retreats"."max_guests_per_booking" between 1 and 50);--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_max_travellers_per_booking" CHECK ("journeys"."max_travellers_per_booking" between 1 and 20);