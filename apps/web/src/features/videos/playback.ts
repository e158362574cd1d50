/**
 * Playback events from the YouTube player without YouTube's script: the embed (with enablejsapi=1)
 * reports its state by postMessage once told we are listening. Only messages from the player's own
 * origin and frame are read.
 */
export const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

export function embedUrl(youtubeId: string, language: string): string {
  const query = new URLSearchParams({
    autoplay: '1',
    rel: '0',
    enablejsapi: '1',
    hl: language,
    origin: window.location.origin,
  });
  return `${PLAYER_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?${query}`;
}

/** YouTube's player states. */
const ENDED = 0;
const PLAYING = 1;
const PAUSED = 2;
const MILESTONES = [25, 50, 75] as const;

export interface PlayerInfo {
  playerState?: number;
  currentTime?: number;
  duration?: number;
}

/** The info of a player message, or null for anything else. */
export function readPlayerMessage(data: unknown): PlayerInfo | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object') return null;
  const { event, info } = message as { event?: unknown; info?: unknown };
  if (event === 'onStateChange' && typeof info === 'number') return { playerState: info };
  if ((event === 'infoDelivery' || event === 'initialDelivery') && info && typeof info === 'object') {
    const { playerState, currentTime, duration } = info as Record<string, unknown>;
    return {
      ...(typeof playerState === 'number' ? { playerState } : {}),
      ...(typeof currentTime === 'number' ? { currentTime } : {}),
      ...(typeof duration === 'number' ? { duration } : {}),
    };
  }
  return null;
}

type Track = (name: string, fields: Record<string, unknown>) => void;

/**
 * Turns player reports into the video events of spec section 5: progress at 25, 50 and 75 percent
 * (each once), complete once, pause each time it pauses after playing, close with how far it got.
 */
export function playbackTracker(videoId: number, track: Track) {
  let duration = 0;
  let percent = 0;
  let state = -1;
  let completed = false;
  const reached = new Set<number>();
  const fields = (extra: Record<string, unknown> = {}) => ({ video_id: videoId, percent, ...extra });

  return {
    start() {
      track('video_start', fields({ percent: 0 }));
    },
    report(info: PlayerInfo) {
      if (info.duration) duration = info.duration;
      if (info.currentTime !== undefined && duration > 0) {
        percent = Math.min(100, Math.floor((info.currentTime / duration) * 100));
        for (const mark of MILESTONES) {
          if (percent >= mark && !reached.has(mark)) {
            reached.add(mark);
            track('video_progress', fields({ percent: mark }));
          }
        }
      }
      if (info.playerState !== undefined && info.playerState !== state) {
        const previous = state;
        state = info.playerState;
        if (state === PAUSED && previous === PLAYING) track('video_pause', fields());
        if (state === ENDED && !completed) {
          completed = true;
          percent = 100;
          track('video_complete', fields({ percent: 100 }));
        }
      }
    },
    close() {
      track('video_close', fields());
    },
  };
}
