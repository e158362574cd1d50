import type { ReactNode } from 'react';
import { FormMessage } from '../../../shared/ui/form';
import { LoadMore } from '../../../shared/ui/load-more';
import { Skeleton } from '../../../shared/ui/skeleton';
import styles from '../../../shared/ui/creator.module.css';

/** A list of bookings read a page at a time (`useInfiniteQuery` of a `pagedList`). */
interface PagedBookings<B> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { pages: Array<{ count: number; results: B[] }> };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** What a host's booking card is given: its booking, and the step chosen on it (which opens its dialog). */
export interface BookingCardProps<B, A extends string> {
  booking: B;
  onAction: (booking: B, action: A) => void;
}

/** The count of a list, said again to screen readers when a filter changes it. */
export function BookingsCount({ text }: { text: string }) {
  return (
    <p className={styles.meta} aria-live="polite">
      {text}
    </p>
  );
}

/**
 * A creator's bookings under the area's filters: a skeleton while they come, the API's refusal in
 * the area's words, the count (the area's own line), the area's empty state, the cards and Load More.
 */
export function BookingsList<B>({
  list,
  loadingLabel,
  describeError,
  header,
  empty,
  renderBooking,
}: {
  list: PagedBookings<B>;
  loadingLabel: string;
  describeError: (error: unknown) => string | null | undefined;
  /** Above the cards once the list arrived, given the count. */
  header: (count: number) => ReactNode;
  /** Shown instead of the cards when there are none. */
  empty: ReactNode;
  /** One card (an `<li>` with its key). */
  renderBooking: (booking: B) => ReactNode;
}) {
  const bookings = list.data?.pages.flatMap((page) => page.results) ?? [];
  const count = list.data?.pages[0]?.count ?? 0;
  return (
    <>
      {list.isPending ? <Skeleton lines={6} label={loadingLabel} /> : null}
      {list.isError ? <FormMessage kind="error">{describeError(list.error)}</FormMessage> : null}
      {list.data ? header(count) : null}
      {list.data && bookings.length === 0 ? empty : null}
      {bookings.length ? <ul className={styles.grid}>{bookings.map(renderBooking)}</ul> : null}
      <LoadMore list={list} />
    </>
  );
}
