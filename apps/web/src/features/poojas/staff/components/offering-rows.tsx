import { POOJA_LIMITS as L } from '@sangam/contracts';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { RowField } from '../../../creator';
import { emptyOffering, type OfferingRow, type PoojaValues } from '../pooja-form-model';
import creator from '../../../../shared/ui/creator.module.css';
import rows from '../../../../shared/ui/host-forms.module.css';

/**
 * The offerings (chadhava) devotees may add to the pooja, each with its price. An offering already
 * stored keeps its id, so the bookings that chose it still name it after a change of wording.
 */
export function OfferingRows({
  values,
  setValues,
  errors,
  language,
}: {
  values: PoojaValues;
  setValues: Dispatch<SetStateAction<PoojaValues>>;
  errors: Record<string, string>;
  language: string;
}) {
  const { t } = useTranslation('temple-staff');
  const update = (id: string, change: Partial<OfferingRow>) =>
    setValues((v) => ({ ...v, offerings: v.offerings.map((row) => (row.id === id ? { ...row, ...change } : row)) }));
  return (
    <fieldset className={creator.fieldset}>
      <legend>{t('pooja.offerings')}</legend>
      <p className={creator.hint}>{t('pooja.offerings_hint')}</p>
      {errors.offerings ? <p className={creator.error}>{errors.offerings}</p> : null}
      {values.offerings.map((row, index) => {
        const name = t('pooja.offering_n', { n: index + 1 });
        return (
          <div key={row.id} className={rows.row} role="group" aria-label={name}>
            <RowField
              label={t('pooja.offering_name')}
              className={rows.grow}
              lang={language}
              maxLength={L.offeringNameMax}
              value={row.name}
              onChange={(e) => update(row.id, { name: e.target.value })}
              error={errors[`offerings.${row.id}.name`]}
            />
            <RowField
              label={t('pooja.offering_price')}
              className={rows.narrow}
              inputMode="decimal"
              autoComplete="off"
              value={row.price}
              onChange={(e) => update(row.id, { price: e.target.value })}
              error={errors[`offerings.${row.id}.price_minor`]}
            />
            <button
              type="button"
              className={`button-link ${rows.remove}`}
              onClick={() => setValues((v) => ({ ...v, offerings: v.offerings.filter((o) => o.id !== row.id) }))}
            >
              {t('form.remove')} <span className="visually-hidden">{name}</span>
            </button>
          </div>
        );
      })}
      {values.offerings.length < L.offeringsMax ? (
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setValues((v) => ({ ...v, offerings: [...v.offerings, emptyOffering()] }))}
          >
            {t('pooja.add_offering')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
