-- A booking keeps the cancellation policy it was made under (the terms its guest agreed to); rows
-- booked before this column existed take their retreat's or journey's policy as it stands now.
ALTER TABLE "retreat_bookings" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
UPDATE "retreat_bookings" b SET "cancellation_policy" = r."cancellation_policy" FROM "retreats" r WHERE r."id" = b."retreat_id";--> statement-breakpoint
ALTER TABLE "retreat_bookings" ALTER COLUMN "cancellation_policy" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pooja_bookings" ADD COLUMN "refund_minor" integer;--> statement-breakpoint
UPDATE "pooja_bookings" SET "refund_minor" = "total_minor" WHERE "status" = 'cancelled' AND "paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "journey_bookings" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
UPDATE "journey_bookings" b SET "cancellation_policy" = j."cancellation_policy" FROM "journeys" j WHERE j."id" = b."journey_id";--> statement-breakpoint
ALTER TABLE "journey_bookings" ALTER COLUMN "cancellation_policy" SET NOT NULL;
