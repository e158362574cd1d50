import {
  RETREAT_HOST_ERROR_CODES,
  RETREAT_HOST_LIMITS as L,
  type HostPackages,
  type HostRetreat,
} from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/http-client';
import {
  CheckboxField,
  FormMessage,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormSubmit,
} from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { hostPackagesQuery, refreshHost, savePackages } from '../api';
import { formatDate, formatMoney, minorToText, textToMinor, wholeIn } from '../../../creator';
import { describeHostError, hostRule, nightsNamedFor, type NightTaken } from '../messages';
import { newRowId } from '../retreat-form-model';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../../../../shared/ui/host-forms.module.css';

interface PackageRow {
  key: string;
  id?: number;
  name: string;
  description: string;
  price: string;
  capacity: string;
  active: boolean;
  bookings: number;
}

const rowsOf = (list: HostPackages): PackageRow[] =>
  list.packages.map((p) => ({
    key: newRowId(),
    id: p.id,
    name: p.name,
    description: p.description,
    price: minorToText(p.price_minor, list.currency),
    capacity: String(p.capacity),
    active: p.active,
    bookings: p.bookings,
  }));

const emptyRow = (): PackageRow => ({
  key: newRowId(),
  name: '',
  description: '',
  price: '',
  capacity: '',
  active: true,
  bookings: 0,
});

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
  const [rows, setRows] = useState<PackageRow[]>(() => (packages.packages.length ? rowsOf(packages) : [emptyRow()]));
  const [conflicts, setConflicts] = useState<Record<string, NightTaken[]>>({});
  const { fieldErrors, formError, busy, check, send } = useFormSubmit();
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    setConflicts({});
    const problems: Record<string, string> = {};
    const names = new Set<string>();
    const body = rows.map((row) => {
      const name = row.name.trim();
      if (!name) problems[`${row.key}.name`] = hostRule('packageName');
      else if (names.has(name.toLowerCase())) problems[`${row.key}.name`] = hostRule('packageNameTaken');
      names.add(name.toLowerCase());
      const price = textToMinor(row.price, currency);
      if (price === null || price > L.priceMax) problems[`${row.key}.price_minor`] = hostRule('price');
      const capacity = wholeIn(row.capacity, L.capacityMin, L.capacityMax);
      if (capacity === null) problems[`${row.key}.capacity`] = hostRule('capacity');
      return {
        ...(row.id === undefined ? {} : { id: row.id }),
        name,
        description: row.description.trim(),
        price_minor: price ?? 0,
        capacity: capacity ?? 1,
        active: row.active,
      };
    });
    if (rows.length > L.packagesMax) problems.packages = hostRule('packagesTooMany');
    if (retreat.published && !rows.some((row) => row.active)) problems.packages = hostRule('lastActivePackage');
    if (!check(problems)) return;
    const sent = rows.map((row) => ({ key: row.key, name: row.name.trim() }));
    let saved: HostPackages | null = null;
    const ok = await send(
      async () => {
        saved = await savePackages(retreat.id, { packages: body });
      },
      (error) => {
        const described = describeHostError(error);
        // 'packages.2.capacity' → the row sent third; a 409 names that package's nights.
        const fields: Record<string, string> = {};
        const named: Record<string, NightTaken[]> = {};
        for (const [path, message] of Object.entries(described.fields)) {
          const [, index, field] = path.split('.');
          const row = index !== undefined ? sent[Number(index)] : undefined;
          if (!row || !field) {
            fields.packages ??= message;
            continue;
          }
          fields[`${row.key}.${field}`] ??= message;
          if (error instanceof ApiError && error.code === RETREAT_HOST_ERROR_CODES.capacityBelowTaken)
            named[row.key] = nightsNamedFor(error.detail, row.name);
        }
        setConflicts(named);
        return { ...described, fields };
      },
    );
    if (!ok || !saved) return;
    const done: HostPackages = saved;
    client.setQueryData(hostPackagesQuery(retreat.id).queryKey, done);
    setRows(done.packages.length ? rowsOf(done) : [emptyRow()]);
    toast.success(t('packages.saved'));
    refreshHost(client);
    onSaved(done);
  }

  return (
    <form className={`${creator.form} ${styles.wideForm}`} onSubmit={(event) => void submit(event)} noValidate>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
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
              <TextField
                label={t('packages.capacity')}
                hint={t('packages.capacity_hint')}
                type="number"
                inputMode="numeric"
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
          <button type="button" className="button button-secondary" onClick={() => setRows((l) => [...l, emptyRow()])}>
            {t('packages.add')}
          </button>
        </div>
      ) : null}
      <SubmitButton busy={busy} busyLabel={t('packages.saving')}>
        {t('packages.save')}
      </SubmitButton>
    </form>
  );
}
