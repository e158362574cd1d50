import { useState } from 'react';

/**
 * Publishing (or taking back) a retreat or journey: busy while it is sent, the API's reason kept
 * as the area's problem when it refuses (a missing package, an itinerary to finish), cleared on the
 * next try. The area's call also says the outcome (a toast) and refreshes its lists.
 */
export function usePublishToggle<P>(run: () => Promise<void>, problemOf: (error: unknown) => P) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<P | null>(null);

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      await run();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, toggle };
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
