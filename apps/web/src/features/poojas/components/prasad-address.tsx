import { POOJA_LIMITS as L } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/form';
import type { BookingDraft } from '../booking-draft';
import styles from './poojas.module.css';

type Address = BookingDraft['address'];

/** Where the temple posts the prasad: the person, the address and a phone for the courier. */
export function PrasadAddress({
  address,
  errors,
  onChange,
}: {
  address: Address;
  errors: Record<string, string>;
  onChange: (field: keyof Address, value: string) => void;
}) {
  const { t } = useTranslation('poojas');
  const field = (
    name: keyof Address,
    autoComplete: string,
    max: number,
    extra: { required?: boolean; type?: string; inputMode?: 'tel' | 'numeric' | 'text'; hint?: string } = {},
  ) => (
    <TextField
      label={t(`prasad.fields.${name}`)}
      value={address[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={errors[`prasad_address.${name}`]}
      autoComplete={autoComplete}
      maxLength={max}
      required={extra.required}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      hint={extra.hint}
    />
  );
  return (
    <div className={styles.addressGrid}>
      {field('name', 'shipping name', L.addressPartMax, { required: true })}
      {field('line1', 'shipping address-line1', L.addressLineMax, { required: true })}
      {field('line2', 'shipping address-line2', L.addressLineMax)}
      {field('city', 'shipping address-level2', L.addressPartMax, { required: true })}
      {field('state', 'shipping address-level1', L.addressPartMax)}
      {field('postal_code', 'shipping postal-code', 20, {
        required: true,
        inputMode: address.country.trim().toLowerCase() === 'india' ? 'numeric' : 'text',
        hint: t('prasad.postal_hint'),
      })}
      {field('country', 'shipping country-name', 60, { required: true })}
      {field('phone', 'shipping tel', 30, {
        required: true,
        type: 'tel',
        inputMode: 'tel',
        hint: t('prasad.phone_hint'),
      })}
    </div>
  );
}
