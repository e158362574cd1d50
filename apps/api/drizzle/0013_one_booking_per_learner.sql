-- One held or confirmed booking of a class sitting per person (issue 20, fault 16). Bookings made
-- before this rule are made to fit it first, losing no seat and no payment: a person's further holds
-- of a sitting lapse (their seats go back to the sitting), and their further confirmed bookings of it
-- are folded into their first confirmed one (seats and price added), and marked cancelled saying so.
CREATE TEMP TABLE booking_duplicates AS
  SELECT id, session_id, status, seats, price_minor, keep_id, keep_status
  FROM (
    SELECT id, session_id, status, seats, price_minor,
           first_value(id) OVER w AS keep_id, first_value(status) OVER w AS keep_status,
           row_number() OVER w AS n
    FROM bookings WHERE status IN ('held', 'confirmed')
    WINDOW w AS (PARTITION BY session_id, learner_id ORDER BY (status = 'confirmed') DESC, created_at, id)
  ) ranked
  WHERE n > 1;--> statement-breakpoint
UPDATE class_sessions s SET seats_taken = s.seats_taken - d.seats
  FROM (SELECT session_id, sum(seats)::smallint AS seats FROM booking_duplicates WHERE status = 'held' GROUP BY session_id) d
  WHERE s.id = d.session_id;--> statement-breakpoint
UPDATE bookings b SET seats = b.seats + d.seats, price_minor = b.price_minor + d.price_minor
  FROM (SELECT keep_id, sum(seats)::smallint AS seats, sum(price_minor)::integer AS price_minor
        FROM booking_duplicates WHERE status = 'confirmed' GROUP BY keep_id) d
  WHERE b.id = d.keep_id;--> statement-breakpoint
UPDATE bookings b SET status = 'expired', hold_expires_at = now()
  FROM booking_duplicates d WHERE b.id = d.id AND d.status = 'held';--> statement-breakpoint
UPDATE bookings b SET status = 'cancelled', cancelled_at = now(),
    cancel_reason = 'Folded into booking ' || d.keep_id || ': one booking per person and sitting.'
  FROM booking_duplicates d WHERE b.id = d.id AND d.status = 'confirmed';--> statement-breakpoint
DROP TABLE booking_duplicates;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_learner_key" ON "bookings" USING btree ("session_id","learner_id") WHERE "bookings"."status" in ('held', 'confirmed');