ALTER TABLE "bookings" ADD COLUMN "refund_minor" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_ref" text;