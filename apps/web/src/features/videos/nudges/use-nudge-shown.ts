import { useEffect } from 'react';
import { track } from '../../../shared/tracking';
import type { NudgeKind } from './nudge-memory';

/**
 * Records that a nudge was shown, once per mount. Apart from the nudges themselves, so that the
 * inline nudge (in the list's first render) does not bring the modal ones into the first page.
 */
export function useNudgeShown(nudge: NudgeKind | 'inline_account' | 'inline_classes', trigger?: string) {
  useEffect(() => {
    track('nudge_shown', { nudge, ...(trigger ? { trigger } : {}) });
  }, [nudge, trigger]);
}
