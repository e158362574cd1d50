import type { ConsolePersonDetail, UserRole } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { consoleCalls, refreshAfterPersonChange } from '../api';
import { actionFailed } from '../messages';
import styles from './console.module.css';

const ROLES: UserRole[] = ['user', 'creator', 'editor', 'admin'];

/** An administrator changes a person's role (member, creator, editor, administrator). */
export function RoleForm({ person }: { person: ConsolePersonDetail }) {
  const { t } = useTranslation('console');
  const id = useId();
  const client = useQueryClient();
  const [role, setChosen] = useState<UserRole>(person.role);
  const [error, setError] = useState<string | null>(null);
  const setRole = useMutation({
    mutationFn: (chosen: UserRole) => consoleCalls.setRole(person.id, chosen),
    onSuccess: (_saved, chosen) => {
      refreshAfterPersonChange(client);
      toast.success(
        t('person.role_done', { name: person.display_name || person.username, role: t(`people.roles.${chosen}`) }),
      );
    },
    onError: (failure) => setError(actionFailed(failure)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setRole.mutate(role);
  }

  return (
    <form className={styles.inlineForm} onSubmit={submit}>
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          {t('person.role')}
        </label>
        <select
          id={id}
          className={formStyles.input}
          value={role}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setChosen(event.target.value as UserRole)}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`people.roles.${value}`)}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${id}-error`} className={formStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button-secondary" disabled={setRole.isPending || role === person.role}>
        {t('person.role_save')}
      </button>
    </form>
  );
}
