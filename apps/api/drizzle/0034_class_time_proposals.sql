ALTER TABLE "bookings" ADD COLUMN "proposed_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposal_note" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_at" timestamp with time zone;