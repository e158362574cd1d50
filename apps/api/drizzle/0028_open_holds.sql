-- Every kind's unpaid bookings whose hold still runs, as one list: the fair limits on open holds
-- (lib/hold-limits.ts) count a person's across all kinds without knowing each kind's table.
-- A kind of booking added later joins this view in its own migration.
CREATE VIEW "open_holds" AS
  SELECT 'class'::text AS kind, learner_id AS person_id, class_id AS item_id, hold_expires_at
    FROM bookings WHERE status = 'held' AND hold_expires_at > now()
  UNION ALL
  SELECT 'retreat', guest_id, retreat_id, hold_expires_at
    FROM retreat_bookings WHERE status = 'held' AND hold_expires_at > now()
  UNION ALL
  SELECT 'pooja', user_id, pooja_id, hold_expires_at
    FROM pooja_bookings WHERE status = 'held' AND hold_expires_at > now()
  UNION ALL
  SELECT 'journey', user_id, journey_id, hold_expires_at
    FROM journey_bookings WHERE status = 'held' AND hold_expires_at > now();
