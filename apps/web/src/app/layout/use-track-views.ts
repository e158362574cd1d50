import type { EventName } from '@sangam/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageKey } from '../../shared/i18n/page-keys';
import { useScreenTitleKey } from '../../shared/lib/route-handle';
import { track } from '../../shared/tracking';

/** The view events of spec section 5 that some screens send besides page_view. */
const VIEW_EVENTS: Partial<Record<PageKey, EventName>> = {
  home: 'home_view',
  daily_dharma: 'landing_view',
  community: 'landing_view',
  creator: 'landing_view',
  practice_setup: 'setup_view',
  practice_tracker: 'tracker_view',
  practice_progress: 'progress_view',
  streak_details: 'streak_view',
  poojas: 'pooja_view',
  retreats: 'retreat_view',
  yoga_retreats: 'retreat_view',
  ayurveda: 'retreat_view',
  travel: 'journey_view',
  classes: 'class_view',
  classes_explore: 'class_view',
  class_detail: 'class_view',
  profile: 'profile_view',
};

/** A page_view for every page the person opens, and the screen's own view event. */
export function useTrackViews() {
  const { pathname } = useLocation();
  const screen = useScreenTitleKey();
  useEffect(() => {
    // In a task of its own: an event's context reads storage and the browser's zone, which would
    // lengthen the effects of a page's first render, one task that React cannot split.
    const timer = setTimeout(() => {
      track('page_view', { path: pathname, screen });
      const view = VIEW_EVENTS[screen];
      if (view) track(view, { path: pathname, screen });
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname, screen]);
}
