ALTER TABLE "retreat_bookings" ADD COLUMN "refund_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pooja_bookings" ADD COLUMN "refund_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journey_bookings" ADD COLUMN "refund_sent_at" timestamp with time zone;