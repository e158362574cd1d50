import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';

export interface Insights {
  days: number;
  daily: Array<{ date: string; guests: number; users: number }>;
  funnel: { guests: number; registered: number; practising: number };
  nudges: Array<{ nudge: string; shown: number; clicked: number; converted: number }>;
  top_videos: Array<{ video_id: string; starts: number; completes: number }>;
}

/**
 * What the team needs to know, computed by SQL over the events table for the last `days` days:
 * daily active guests and users, guest → registered → practising, each nudge shown → clicked →
 * converted, and the most started videos.
 */
export async function computeInsights(db: Db, days: number): Promise<Insights> {
  const since = sql`now() - make_interval(days => ${days})`;

  const daily = await selectRows<{ date: string; guests: number; users: number }>(
    db,
    sql`
      select to_char(d, 'YYYY-MM-DD') as date,
             count(distinct e.guest_uuid)::int as guests,
             count(distinct e.user_id)::int as users
      from generate_series(date_trunc('day', ${since}), date_trunc('day', now()), interval '1 day') d
      left join events e on e.occurred_at >= d and e.occurred_at < d + interval '1 day'
      group by d order by d`,
  );

  // A person is their guest id as long as they browse as a guest; the tracker keeps that id in every
  // event (event_data.guest_uuid), also after they register, which links the steps of the funnel.
  const [funnel] = await selectRows<{ guests: number; registered: number; practising: number }>(
    db,
    sql`
      select count(distinct data->>'guest_uuid') filter (where user_id is null)::int as guests,
             count(distinct data->>'guest_uuid') filter (where event_type = 'register_success')::int as registered,
             count(distinct coalesce(user_id::text, data->>'guest_uuid')) filter (where event_type in ('save_setup', 'mark_practice'))::int as practising
      from events where occurred_at >= ${since}`,
  );

  const nudges = await selectRows<{ nudge: string; shown: number; clicked: number; converted: number }>(
    db,
    sql`
      with n as (
        select data->>'nudge' as nudge, event_type, data->>'guest_uuid' as guest, occurred_at
        from events where occurred_at >= ${since} and event_type in ('nudge_shown', 'nudge_click') and data ? 'nudge'
      ), outcome as (
        select data->>'guest_uuid' as guest, min(occurred_at) as at
        from events where occurred_at >= ${since} and event_type in ('register_success', 'save_setup', 'class_interest_submit') group by 1
      )
      select n.nudge,
             count(*) filter (where n.event_type = 'nudge_shown')::int as shown,
             count(*) filter (where n.event_type = 'nudge_click')::int as clicked,
             count(distinct n.guest) filter (where n.event_type = 'nudge_click' and o.at > n.occurred_at)::int as converted
      from n left join outcome o on o.guest = n.guest
      group by n.nudge order by shown desc, n.nudge limit 20`,
  );

  const topVideos = await selectRows<{ video_id: string; starts: number; completes: number }>(
    db,
    sql`
      select data->>'video_id' as video_id,
             count(*) filter (where event_type = 'video_start')::int as starts,
             count(*) filter (where event_type = 'video_complete')::int as completes
      from events where occurred_at >= ${since} and event_type in ('video_start', 'video_complete') and data ? 'video_id'
      group by 1 order by starts desc, completes desc limit 10`,
  );

  return {
    days,
    daily: daily.map((d) => ({ date: String(d.date), guests: Number(d.guests), users: Number(d.users) })),
    funnel: {
      guests: Number(funnel?.guests ?? 0),
      registered: Number(funnel?.registered ?? 0),
      practising: Number(funnel?.practising ?? 0),
    },
    nudges: nudges.map((n) => ({
      nudge: n.nudge,
      shown: Number(n.shown),
      clicked: Number(n.clicked),
      converted: Number(n.converted),
    })),
    top_videos: topVideos.map((v) => ({
      video_id: v.video_id,
      starts: Number(v.starts),
      completes: Number(v.completes),
    })),
  };
}
