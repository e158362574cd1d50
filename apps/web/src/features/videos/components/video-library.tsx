import {
  DEFAULT_LANGUAGE,
  isConsoleRole,
  isLanguage,
  LIST_UI,
  TIMING,
  totalPages,
  VIDEO_LIMITS,
  type CommunityPulse,
  type Video,
} from '@sangam/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Component as ReactComponent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../../shared/api/http-client';
import { localize, paths } from '../../../shared/lib/paths';
import { useListLanguages } from '../../../shared/session/reader-languages';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { track } from '../../../shared/tracking';
import { categoriesQuery, languagesQuery, pulseQuery, videoListQuery } from '../api';
import {
  filtersFrom,
  hasFilters,
  pageFrom,
  pathFor,
  pathParam,
  toQueryString,
  type FilterSource,
  type VideoFilters,
} from '../filters';
import { useCatalogueLabels } from '../labels';
import { withPromotions } from '../list-layout';
import { useListPlace } from '../list-place';
import type { ClassesFormExit } from '../nudges/classes-interest-form';
import { InlineNudge } from '../nudges/inline-nudge';
import { nudgeMemory } from '../nudges/nudge-memory';
import { Faq } from './faq';
import { FilterBar } from './filter-bar';
import { VideoSearchSuggestions } from './search-suggestions';
import { PromotionCard, VideoCard, VideoCardSkeleton } from './video-card';
import styles from './video-library.module.css';

// Shown only after a click or a timer: the modal with its player, the nudges and the classes form
// stay out of the first page's code (decision 023) and load when first shown. The modal's code is
// asked for as soon as a pointer or the focus comes to the list, so it is there by the click.
const loadModal = () => import('./video-modal');
const VideoModal = lazy(() => loadModal().then((m) => ({ default: m.VideoModal })));
const loadNudges = () => import('../nudges/nudge-modals');
const WelcomeNudge = lazy(() => loadNudges().then((m) => ({ default: m.WelcomeNudge })));
const SocialProofNudge = lazy(() => loadNudges().then((m) => ({ default: m.SocialProofNudge })));
const PracticeNudge = lazy(() => loadNudges().then((m) => ({ default: m.PracticeNudge })));
const ClassesInterestForm = lazy(() =>
  import('../nudges/classes-interest-form').then((m) => ({ default: m.ClassesInterestForm })),
);
const preloadModal = () => void loadModal();

/** Returning visitors who browse this long are asked about classes (spec section 4). */
const BROWSING_NUDGE_MS = 30_000;
/** The inline nudge sits after this many cards. */
const INLINE_NUDGE_AFTER = 8;

type Overlay = { kind: 'video'; video: Video } | { kind: 'practice' } | { kind: 'classes'; trigger: string };

/** The guests' nudges that sit at the foot of the screen without blocking it. */
type Sheet = { kind: 'welcome' } | { kind: 'social_proof'; pulse: CommunityPulse };

/**
 * The video list of the home, videos, category, language, tag and search pages (spec section 2,
 * Videos page): filters, the cards with a promotion at every 11th place and an inline nudge,
 * Previous/Next with 'Page X of Y' plus infinite scroll, skeletons, the empty state, the FAQ, the
 * player modal and the nudges.
 */
export function VideoLibrary({ source, heading }: { source: FilterSource; heading?: ReactNode }) {
  const { t } = useTranslation('videos');
  const params = useParams();
  const lang = params.lang ?? 'en';
  const [search] = useSearchParams();
  const param = pathParam(source, params);
  const languages = useListLanguages(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  const filters = useMemo(
    () => ({ ...filtersFrom(source, param, search), languages, lang }),
    [source, param, search, languages, lang],
  );
  const firstPage = pageFrom(search);
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const list = useInfiniteQuery(videoListQuery(filters, firstPage));
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const queryClient = useQueryClient();

  const videos = useMemo(() => list.data?.pages.flatMap((p) => p.results) ?? [], [list.data]);
  const count = list.data?.pages[0]?.count ?? 0;
  const pages = totalPages(count, VIDEO_LIMITS.pageSize);
  const lastLoaded = firstPage + (list.data?.pages.length ?? 1) - 1;

  // A signed-in visitor's session is checked on arrival: the client refreshes an expired token, and
  // an invalid one ends the session and leads to the login page (spec section 4).
  useEffect(() => {
    if (isAuthenticated()) api.get('users/me/').catch(() => {});
  }, []);

  const open = useCallback((next: Overlay) => setOverlay((current) => current ?? next), []);

  // Nudges: the classes form for returning visitors after 30 s of browsing, once any open modal
  // has closed. The guests' welcome waits for a sign of interest: the first video (closeOverlay).
  useEffect(() => {
    nudgeMemory.begin();
    const timers: number[] = [];
    if (nudgeMemory.isReturning() && !nudgeMemory.wasShown('browsing') && nudgeMemory.classesWelcome()) {
      timers.push(
        window.setTimeout(() => {
          nudgeMemory.markShown('browsing');
          open({ kind: 'classes', trigger: 'browsing_30s' });
        }, BROWSING_NUDGE_MS),
      );
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [signedIn, open]);

  // Infinite scroll: near the bottom (500 px), checked at most every 100 ms while scrolling. The
  // check belongs to one list: moving to another page or filter drops a pending one, so the scroll
  // that led to a Previous link at the bottom cannot load the next page of the list it opens.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const listKey = toQueryString(filters, firstPage);
  useEffect(() => {
    let timer: number | undefined;
    const check = () => {
      timer = undefined;
      const fromBottom = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (fromBottom <= TIMING.infiniteScrollTriggerPx && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    };
    const onScroll = () => {
      timer ??= window.setTimeout(check, TIMING.infiniteScrollDebounceMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) window.clearTimeout(timer);
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, listKey]);

  // Back or a reload to this list returns to the place the person had scrolled to.
  useListPlace({
    list: listKey,
    pages: list.data?.pages.length ?? 0,
    loaded: list.isSuccess && !isFetchingNextPage,
    loadMore: fetchNextPage,
  });

  const [started, setStarted] = useState(false);
  function closeOverlay(nudgeAction?: string) {
    const current = overlay;
    setOverlay(null);
    if (current && current.kind !== 'video' && current.kind !== 'classes' && nudgeAction) {
      track('nudge_dismiss', { nudge: current.kind, action: nudgeAction });
    }
    if (current?.kind !== 'video' || signedIn) {
      if (current?.kind === 'video') setStarted(false);
      return;
    }
    // A guest's first video closed: the welcome, once per session.
    if (!nudgeMemory.wasShown('welcome')) {
      nudgeMemory.markShown('welcome');
      setSheet({ kind: 'welcome' });
    }
    // After their second, who else is here, when there are enough of them to say so.
    if (started) {
      const plays = nudgeMemory.countPlay();
      setStarted(false);
      if (plays >= 2 && !nudgeMemory.wasShown('social_proof')) {
        nudgeMemory.markShown('social_proof');
        queryClient
          .fetchQuery(pulseQuery())
          .then((pulse) => {
            if (pulse.meaningful) setSheet({ kind: 'social_proof', pulse });
          })
          .catch(() => {});
      }
    }
  }

  // A video's modal is a history entry of its own: the phone's Back closes it, on the list where it
  // was (the entry keeps the list's address, and opening it keeps the scroll).
  const navigate = useNavigate();
  const location = useLocation();
  const entryVideo = (location.state as { videoModal?: number } | null)?.videoModal ?? null;
  const videoEntry = useRef<number | null>(null);
  const closeRef = useRef(closeOverlay);
  useEffect(() => {
    closeRef.current = closeOverlay;
  });
  useEffect(() => {
    if (overlay?.kind !== 'video') videoEntry.current = null;
    else if (entryVideo === overlay.video.id) videoEntry.current = entryVideo;
    else if (videoEntry.current === overlay.video.id) closeRef.current();
  }, [entryVideo, overlay]);
  const openVideo = (video: Video) => {
    if (overlay) return;
    open({ kind: 'video', video });
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { ...(location.state as object | null), videoModal: video.id }, preventScrollReset: true },
    );
  };
  const closeVideo = () => {
    if (videoEntry.current !== null && entryVideo === videoEntry.current) void navigate(-1);
    else closeOverlay();
  };

  function closeSheet(action: string) {
    if (sheet) track('nudge_dismiss', { nudge: sheet.kind, action });
    setSheet(null);
  }

  const onClassesExit = (exit: ClassesFormExit) => {
    if (exit !== 'close') nudgeMemory.classesAnswered(exit);
    setOverlay(null);
  };

  const items = withPromotions(videos);
  const inlineKind = !signedIn ? 'account' : nudgeMemory.classesWelcome() ? 'classes' : null;
  const sentence = heading ?? <ListHeading source={source} filters={filters} />;

  return (
    <div className={styles.library}>
      <div className={styles.top}>
        {sentence}
        <AddVideoLink role={session.user?.role} />
      </div>
      <FilterBar key={`${source}:${param ?? ''}`} filters={filters} />

      <p className={styles.count} aria-live="polite">
        {list.isSuccess ? t('library.results', { count }) : ''}
      </p>

      {list.isPending ? (
        <div className={styles.grid} role="status" aria-label={t('library.loading')}>
          {Array.from({ length: LIST_UI.listSkeletons }, (_, i) => (
            <VideoCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError ? (
        <div className={styles.notice} role="alert">
          <p>{t('library.error')}</p>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            {t('library.retry')}
          </button>
        </div>
      ) : videos.length === 0 ? (
        <div className={styles.notice}>
          <p className={styles.empty}>{count > 0 ? t('library.past_end') : t('library.empty')}</p>
          {count > 0 ? (
            <Link className="button" to={localize(lang, pathFor(filters))}>
              {t('library.first_page')}
            </Link>
          ) : (
            <>
              <p>{t('library.empty_hint')}</p>
              {filters.q ? (
                <VideoSearchSuggestions suggestions={list.data?.pages[0]?.suggestions ?? []} filters={filters} />
              ) : null}
              {hasFilters(filters) ? (
                <Link className="button button-secondary" to={localize(lang, pathFor({ kids: false }))}>
                  {t('filters.clear')}
                </Link>
              ) : null}
            </>
          )}
        </div>
      ) : (
        <ul className={styles.grid} onPointerOver={preloadModal} onFocus={preloadModal}>
          {items.flatMap((item, position) => {
            const entry = (
              <li key={item.kind === 'video' ? item.video.id : item.key} className={styles.entry}>
                {item.kind === 'video' ? (
                  <CardBoundary>
                    <VideoCard video={item.video} index={item.index} onOpen={openVideo} />
                  </CardBoundary>
                ) : (
                  <PromotionCard
                    onOpen={() => {
                      track('nudge_click', { nudge: 'practice', action: 'promotion_card' });
                      open({ kind: 'practice' });
                    }}
                  />
                )}
              </li>
            );
            if (position !== INLINE_NUDGE_AFTER - 1 || !inlineKind) return [entry];
            return [
              entry,
              <li key="inline-nudge" className={styles.wide}>
                <InlineNudge kind={inlineKind} onClasses={() => open({ kind: 'classes', trigger: 'inline' })} />
              </li>,
            ];
          })}
        </ul>
      )}

      {/* Past the end of the list, the notice above leads back; a pager there would count wrong. */}
      {list.isSuccess && videos.length > 0 ? (
        <nav className={styles.pager} aria-label={t('pager.label')}>
          {firstPage > 1 ? (
            <Link className="button button-secondary" to={localize(lang, pathFor(filters, firstPage - 1))} rel="prev">
              {t('pager.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.pageOf} aria-live="polite">
            {t('pager.page_of', { page: Math.min(lastLoaded, pages), total: pages })}
          </span>
          {lastLoaded < pages ? (
            <Link className="button button-secondary" to={localize(lang, pathFor(filters, lastLoaded + 1))} rel="next">
              {t('pager.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      {isFetchingNextPage ? (
        <p className={styles.more} role="status">
          {t('library.loading_more')}
        </p>
      ) : null}

      <Faq />

      <Suspense fallback={null}>
        {overlay?.kind === 'video' ? (
          <VideoModal video={overlay.video} onStarted={() => setStarted(true)} onClose={closeVideo} />
        ) : null}
        {sheet?.kind === 'welcome' ? <WelcomeNudge onClose={closeSheet} /> : null}
        {sheet?.kind === 'social_proof' ? <SocialProofNudge pulse={sheet.pulse} onClose={closeSheet} /> : null}
        {overlay?.kind === 'practice' ? <PracticeNudge onClose={closeOverlay} /> : null}
        {overlay?.kind === 'classes' ? <ClassesInterestForm trigger={overlay.trigger} onExit={onClassesExit} /> : null}
      </Suspense>
    </div>
  );
}

/** The page's heading: what the list shows. */
function ListHeading({ source, filters }: { source: FilterSource; filters: VideoFilters }) {
  const { t } = useTranslation(['videos', 'common']);
  const { lang = 'en' } = useParams();
  const labels = useCatalogueLabels();
  const categories = useQuery(categoriesQuery(lang));
  const languages = useQuery(languagesQuery());
  let text: string = t('pages.videos', { ns: 'common' });
  if (source === 'search' && filters.q) text = t('search.results_for', { query: filters.q });
  else if (source === 'category' && filters.category) {
    const found = categories.data?.find((c) => c.slug === filters.category);
    text = found ? labels.category(found) : t('pages.category', { ns: 'common' });
  } else if (source === 'language' && filters.language) {
    const found = languages.data?.find((l) => l.slug === filters.language || l.code === filters.language);
    text = found ? labels.language(found) : t('pages.video_language', { ns: 'common' });
  } else if (source === 'tag' && filters.tag) text = `#${filters.tag.replaceAll('-', ' ')}`;
  return <h1 className={styles.heading}>{text}</h1>;
}

/** One card that fails to render shows why, and the rest of the list stays (spec section 8). */
class CardBoundary extends ReactComponent<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error ? <CardFailure message={this.state.error} /> : this.props.children;
  }
}

function CardFailure({ message }: { message: string }) {
  const { t } = useTranslation('videos');
  return (
    <p className={styles.failed} role="alert">
      {t('card.failed', { error: message })}
    </p>
  );
}

/**
 * Adding a video: a creator sends one for review from their videos page, an editor or administrator
 * adds one in the console; nobody else sees the link.
 */
function AddVideoLink({ role }: { role: string | undefined }) {
  const { t } = useTranslation('videos');
  const { lang = 'en' } = useParams();
  const path = role === 'creator' ? paths.creatorVideos() : isConsoleRole(role) ? paths.consoleVideoNew() : null;
  if (!path) return null;
  return (
    <Link className="button button-secondary" to={localize(lang, path)}>
      {t('add.open')}
    </Link>
  );
}
