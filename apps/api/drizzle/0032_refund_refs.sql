ALTER TABLE "retreat_bookings" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "pooja_bookings" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "journey_bookings" ADD COLUMN "refund_ref" text;