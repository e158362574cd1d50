import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a screen's prefetch knows: the shared query cache and the address being opened. */
export interface PrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  /** The address being opened (path and query). */
  url: URL;
  /** The server's render (decision 017): it knows nothing of the browser (zone, storage, place). */
  onServer?: boolean;
}

/**
 * A screen module may export `prefetch` to start fetching the data of its first render as soon as its
 * code has arrived, instead of after that render has committed and its queries have subscribed: the
 * requests then run while the screen's texts load and React renders. It must use the same query
 * options as the screen, so the screen finds the request in flight (or done) and sends no second one.
 * It answers when the data is there (or has failed: the screen then shows its own error).
 */
export type PagePrefetch = (args: PrefetchArgs) => Promise<unknown>;
