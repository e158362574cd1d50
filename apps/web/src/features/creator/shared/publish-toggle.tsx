import { useMutation } from '@tanstack/react-query';

/**
 * Publishing (or taking back) a retreat or journey: busy while it is sent, the API's reason kept
 * as the area's problem when it refuses (a missing package, an itinerary to finish), cleared on the
 * next try. The area's call also says the outcome (a toast) and refreshes its lists.
 */
export function usePublishToggle<P>(run: () => Promise<void>, problemOf: (error: unknown) => P) {
  // A new try clears the last refusal: the mutation's error is reset when it is sent again.
  const publish = useMutation({ mutationFn: () => run() });

  async function toggle() {
    // The refusal is shown from the mutation's state; nothing more to do with it here.
    await publish.mutateAsync().catch(() => undefined);
  }

  return { busy: publish.isPending, problem: publish.isError ? problemOf(publish.error) : null, toggle };
}

/** A card's publish or unpublish button, named with the item's title and pointing at the problem said. */
export function PublishToggleButton({
  published,
  busy,
  problemId,
  label,
  text,
  onToggle,
}: {
  published: boolean;
  busy: boolean;
  /** The id of the problem shown, when one is. */
  problemId: string | undefined;
  label: string;
  text: string;
  onToggle: () => Promise<void>;
}) {
  return (
    <button
      type="button"
      className={published ? 'button button-secondary' : 'button'}
      disabled={busy}
      aria-busy={busy}
      aria-describedby={problemId}
      aria-label={label}
      onClick={() => void onToggle()}
    >
      {text}
    </button>
  );
}
