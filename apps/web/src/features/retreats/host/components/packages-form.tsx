import {
  RETREAT_HOST_ERROR_CODES,
  RETREAT_HOST_LIMITS as L,
  type HostPackages,
  type HostPackagesRequest,
  type HostRetreat,
} from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/http-client';
import {
  CheckboxField,
  FormMessage,
  NumberField,
  TextAreaField,
  TextField,
  useFormMutation,
} from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { hostCalls, hostKeys, refreshHost } from '../api';
import { CreatorForm, fieldsOnRows, formatDate, formatMoney, textToMinor } from '../../../creator';
import { describeHostError, hostMessages, nightsNamedFor, type NightTaken } from '../messages';
import { emptyPackageRow, packageFormPath, packageRows, readPackages, type PackageRow } from '../packages-form-model';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../../../../shared/ui/host-forms.module.css';

/**
 * The retreat's packages (rooms or package types) as one list, saved whole: a package left out is
 * deleted, or turned off when guests booked it; order is the order guests see. A capacity below the
 * guests of a coming night is refused by the API (409): its nights are shown under the package.
 */
export function PackagesForm({
  retreat,
  packages,
  onSaved,
}: {
  retreat: HostRetreat;
  packages: HostPackages;
  onSaved: (saved: HostPackages) => void;
}) {
  const { t, i18n } = useTranslation('retreat-host');
  const language = i18n.resolvedLanguage ?? 'en';
  const client = useQueryClient();
  const [rows, setRows] = useState<PackageRow[]>(() =>
    packages.packages.length ? packageRows(packages) : [emptyPackageRow()],
  );
  const [conflicts, setConflicts] = useState<Record<string, NightTaken[]>>({});
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: HostPackagesRequest) => hostCalls.savePackages(retreat.id, body),
    onSuccess: (done) => {
      client.setQueryData(hostKeys.packages(retreat.id), done);
      refreshHost(client);
    },
  });
  const currency = packages.currency;
  const perNight = retreat.date_mode === 'flexible';
  const update = (key: string, change: Partial<PackageRow>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((list) => {
      const next = [...list];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    setConflicts({});
    const { body, problems } = readPackages(rows, currency, retreat.published);
    if (!check(hostMessages(problems)) || !body) return;
    const sent = rows.map((row) => row.key);
    const names = new Map(rows.map((row) => [row.key, row.name.trim()]));
    const done = await submit(body, (error) => {
      const described = describeHostError(error);
      // 'packages.2.capacity' → the row sent third; a 409 names that package's nights.
      const fields = fieldsOnRows(described.fields, (path) => packageFormPath(path, sent));
      const named: Record<string, NightTaken[]> = {};
      if (error instanceof ApiError && error.code === RETREAT_HOST_ERROR_CODES.capacityBelowTaken)
        for (const path of Object.keys(fields)) {
          const key = path.split('.')[0]!;
          const name = names.get(key);
          if (name !== undefined) named[key] = nightsNamedFor(error.detail, name);
        }
      setConflicts(named);
      return { ...described, fields };
    });
    if (!done) return;
    setRows(done.packages.length ? packageRows(done) : [emptyPackageRow()]);
    toast.success(t('packages.saved'));
    onSaved(done);
  }

  return (
    <CreatorForm
      wide
      state={{ formError, busy }}
      onSubmit={save}
      label={t('packages.save')}
      busyLabel={t('packages.saving')}
    >
      {fieldErrors.packages ? <FormMessage kind="error">{fieldErrors.packages}</FormMessage> : null}
      <p className={creator.hint}>
        {perNight ? t('packages.flexible_hint', { currency }) : t('packages.fixed_hint', { currency })}
      </p>
      {rows.map((row, index) => {
        const n = { n: index + 1 };
        const price = textToMinor(row.price, currency);
        const nights = conflicts[row.key] ?? [];
        return (
          <fieldset key={row.key} className={creator.fieldset}>
            <legend>
              {row.name.trim()
                ? t('packages.package_named', { ...n, name: row.name.trim() })
                : t('packages.package_n', n)}
            </legend>
            <TextField
              label={t('packages.name')}
              hint={t('packages.name_hint')}
              maxLength={L.packageNameMax}
              value={row.name}
              onChange={(e) => update(row.key, { name: e.target.value })}
              error={fieldErrors[`${row.key}.name`]}
            />
            <TextAreaField
              label={t('packages.description')}
              rows={2}
              maxLength={L.packageDescriptionMax}
              value={row.description}
              onChange={(e) => update(row.key, { description: e.target.value })}
              error={fieldErrors[`${row.key}.description`]}
            />
            <div className={creator.pair}>
              <TextField
                label={perNight ? t('packages.price_night') : t('packages.price_stay')}
                hint={
                  price !== null && price > 0
                    ? perNight
                      ? t('packages.price_night_reads', { price: formatMoney(price, currency, language) })
                      : t('packages.price_stay_reads', { price: formatMoney(price, currency, language) })
                    : t('packages.price_hint', { currency })
                }
                inputMode="decimal"
                value={row.price}
                onChange={(e) => update(row.key, { price: e.target.value })}
                error={fieldErrors[`${row.key}.price_minor`]}
              />
              <NumberField
                label={t('packages.capacity')}
                hint={t('packages.capacity_hint')}
                min={L.capacityMin}
                max={L.capacityMax}
                value={row.capacity}
                onChange={(e) => update(row.key, { capacity: e.target.value })}
                error={fieldErrors[`${row.key}.capacity`]}
              />
            </div>
            {nights.length ? (
              <ul className={styles.conflictList} aria-label={t('packages.conflict_nights')}>
                {nights.map((night) => (
                  <li key={night.night}>
                    {t('packages.night_guests', {
                      date: formatDate(night.night, language, true),
                      count: night.guests,
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
            <CheckboxField
              label={t('packages.active')}
              checked={row.active}
              onChange={(active) => update(row.key, { active })}
            />
            {row.bookings ? (
              <p className={creator.meta}>{t('packages.has_bookings', { count: row.bookings })}</p>
            ) : null}
            <div className={creator.cardActions}>
              {index > 0 ? (
                <button type="button" className="button-link" onClick={() => move(index, -1)}>
                  {t('packages.move_up')} <span className="visually-hidden">{t('packages.package_n', n)}</span>
                </button>
              ) : null}
              {index < rows.length - 1 ? (
                <button type="button" className="button-link" onClick={() => move(index, 1)}>
                  {t('packages.move_down')} <span className="visually-hidden">{t('packages.package_n', n)}</span>
                </button>
              ) : null}
              <button
                type="button"
                className="button-link"
                onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
              >
                {t('packages.remove')} <span className="visually-hidden">{t('packages.package_n', n)}</span>
              </button>
            </div>
          </fieldset>
        );
      })}
      {rows.length === 0 ? <p className={creator.empty}>{t('packages.none')}</p> : null}
      {rows.length < L.packagesMax ? (
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setRows((l) => [...l, emptyPackageRow()])}
          >
            {t('packages.add')}
          </button>
        </div>
      ) : null}
    </CreatorForm>
  );
}
