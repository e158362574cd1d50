import type { CreatorJourney } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organiserCalls, organiserKeys, refreshOrganiser } from '../api';

/**
 * Publishing a journey, or taking it back (the variable: whether it is to be published). The stored
 * journey becomes the answer and the lists refresh; the mutation's error is the screen's problem
 * until the next try, and its pending state keeps the button busy.
 */
export function usePublishJourney(journey: CreatorJourney) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) => organiserCalls.updateJourney(journey.id, { published }),
    onSuccess: (done) => {
      client.setQueryData(organiserKeys.journey(journey.id), done);
      refreshOrganiser(client);
    },
  });
}
