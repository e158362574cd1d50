import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { mentionNamesQuery } from '../api';
import styles from './community.module.css';

/** The `@name` being typed at the end of a text, if any. */
const TYPING = /(?:^|\s)@([A-Za-z0-9_.]{1,30})$/;

/**
 * While a member types `@na…` at the end of a post's or comment's text, the people whose name
 * starts so, as buttons; a press completes the name. Only a person who exists is mentioned (the
 * API leaves other names as text), so picking from here is how a mention is sure to reach them.
 */
export function MentionSuggestions({ text, onPick }: { text: string; onPick: (text: string) => void }) {
  const { t } = useTranslation('community');
  const session = useSession();
  const typed = useDebounced(TYPING.exec(text)?.[1] ?? '');
  const { data } = useQuery({ ...mentionNamesQuery(typed), enabled: isAuthenticated(session) && typed !== '' });
  const stillTyping = TYPING.exec(text)?.[1];
  const names = stillTyping && stillTyping === typed ? (data?.results ?? []) : [];
  if (names.length === 0) return null;
  const complete = (username: string) => onPick(`${text.slice(0, text.length - typed.length - 1)}@${username} `);
  return (
    <ul className={styles.mentionList} aria-label={t('mentions.suggestions')}>
      {names.map((person) => (
        <li key={person.username}>
          <button type="button" className="button-link" onClick={() => complete(person.username)}>
            @{person.username}
            {person.display_name ? <span className={styles.meta}> · {person.display_name}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
