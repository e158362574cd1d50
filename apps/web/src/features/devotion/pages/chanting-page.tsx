import type { Chant } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { useBrowserValue } from '../../../shared/lib/use-hydrated';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { deityName } from '../chant-labels';
import { unfinishedMantra } from '../chant-count-store';
import { chantsQuery } from '../chants-api';
import { MalaCounter } from '../components/mala-counter';
import { MantraText } from '../components/mantra-text';
import styles from '../components/chanting.module.css';

/** The first words of a mantra, for the chooser: up to the first pause, or its first few words. */
function opening(chant: Chant): string {
  const line = chant.script.split(/[।॥|]/)[0]!.trim();
  const words = line.split(/\s+/);
  return words.length > 5 ? `${words.slice(0, 5).join(' ')}…` : line;
}

/** The mantras in the page's language, as the page asks for them. */
export const prefetch: PagePrefetch = ({ queryClient, params }) =>
  queryClient.prefetchQuery(chantsQuery(params.lang ?? 'en'));

/**
 * chanting: choose a mantra (kept in the address), read it in your own script with its meaning,
 * and count repetitions on a mala; a finished session goes into today's japa when signed in.
 */
export function Component() {
  const { t, i18n } = useTranslation('devotion');
  const language = i18n.resolvedLanguage ?? 'en';
  const [params, setParams] = useSearchParams();
  const chants = useQuery(chantsQuery(language));
  // The server's page opens on the first mantra: the one left unfinished on this device follows.
  const unfinished = useBrowserValue(unfinishedMantra, null);
  const pickerId = useId();
  const headingId = useId();

  const title = t('pages.chanting', { ns: 'common' });
  if (chants.isPending) return <Skeleton lines={8} label={t('loading', { ns: 'common' })} />;
  if (chants.isError)
    return (
      <PageFrame title={title}>
        <p role="alert">{t('chanting.load_failed')}</p>
      </PageFrame>
    );

  const list = chants.data.results;
  const asked = params.get('mantra') ?? unfinished;
  const chant = list.find((c) => c.id === asked) ?? list[0];
  if (!chant)
    return (
      <PageFrame title={title}>
        <p>{t('chanting.none')}</p>
      </PageFrame>
    );

  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('mantra', id);
        return next;
      },
      { replace: true },
    );

  return (
    <PageFrame title={title} lead={t('chanting.lead')} wide>
      <div className={styles.picker}>
        <label htmlFor={pickerId}>{t('chanting.choose')}</label>
        <select id={pickerId} value={chant.id} onChange={(event) => choose(event.target.value)}>
          {chants.data.deities.map((deity) => (
            <optgroup key={deity} label={deityName(t, deity) ?? t('chanting.other')}>
              {list
                .filter((c) => c.deity === deity)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {opening(c)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <p className={styles.hint}>{t('chanting.japa_hint')}</p>
      </div>
      <div className={styles.layout}>
        <MantraText chant={chant} headingId={headingId} />
        <MalaCounter key={chant.id} chant={chant} />
      </div>
    </PageFrame>
  );
}
