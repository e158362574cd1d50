import type { CreatorPooja, CreatorTemple } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsTempleEditor } from '../use-temple-staff';
import { Link, useParams } from 'react-router';
import { formatMoney } from '../../../../shared/lib/money';
import { localize, paths } from '../../../../shared/lib/paths';
import { Modal } from '../../../../shared/ui/modal/modal';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { newPoojaValues, poojaValues } from '../pooja-form-model';
import { PoojaForm } from './pooja-form';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../temple-staff.module.css';

type Editing = { pooja: CreatorPooja | null } | null;

/** One pooja in the staff's list: its state, price, daily places, notice and the bookings to come. */
function PoojaRow({ pooja, temple, onEdit }: { pooja: CreatorPooja; temple: CreatorTemple; onEdit: () => void }) {
  const { t, i18n } = useTranslation('temple-staff');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (minor: number) => (minor === 0 ? t('pooja.free') : formatMoney(minor, pooja.currency, language));
  const bookings = `${localize(lang, paths.creatorPoojaBookings())}?temple=${temple.id}&pooja=${pooja.id}`;
  const editor = useIsTempleEditor();
  return (
    <li className={creator.card}>
      <div className={styles.poojaHead}>
        <h3 lang={temple.content_language}>{pooja.name}</h3>
        <span className={`${creator.badge} ${pooja.published ? creator.badgeGood : creator.badgeMuted}`}>
          {pooja.published ? t('pooja.offered') : t('pooja.paused')}
        </span>
      </div>
      {pooja.purpose ? (
        <p className={creator.meta} lang={temple.content_language}>
          {pooja.purpose}
        </p>
      ) : null}
      <ul className={creator.facts}>
        <li>{money(pooja.price_minor)}</li>
        <li>{t('pooja.per_day', { count: pooja.daily_limit })}</li>
        <li>{t('pooja.notice', { count: pooja.notice_days })}</li>
        <li>{t('pooja.offerings_count', { count: pooja.offerings.length })}</li>
        <li>
          {pooja.prasad_available
            ? t('pooja.prasad_by_post', { price: money(pooja.prasad_price_minor) })
            : t('pooja.no_prasad')}
        </li>
        <li>{t('pooja.coming', { count: pooja.coming_bookings })}</li>
      </ul>
      <div className={creator.cardActions}>
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('pooja.edit_named', { name: pooja.name })}
          onClick={onEdit}
        >
          {t('pooja.edit')}
        </button>
        {/* The bookings are the staff's to look after; an editor from the console has no such page. */}
        {editor ? null : (
          <Link to={bookings} aria-label={t('pooja.bookings_named', { name: pooja.name })}>
            {t('pooja.bookings')}
          </Link>
        )}
        {pooja.published && temple.published ? (
          <Link to={localize(lang, paths.pooja(pooja.slug))} aria-label={t('pooja.public_named', { name: pooja.name })}>
            {t('pooja.public')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** The temple's poojas, with a pooja added or changed in a dialog; the list is read again after. */
export function TemplePoojas({ temple }: { temple: CreatorTemple }) {
  const { t } = useTranslation('temple-staff');
  const [editing, setEditing] = useState<Editing>(null);
  const next = temple.poojas.reduce((most, p) => Math.max(most, p.position + 1), 0);
  const currency = temple.poojas[0]?.currency ?? 'INR';

  // The form has put the pooja in the temple's list and asked for the pages to be read again.
  function saved(pooja: CreatorPooja, created: boolean) {
    setEditing(null);
    toast.success(created ? t('pooja.created', { name: pooja.name }) : t('pooja.saved', { name: pooja.name }));
  }

  return (
    <section aria-labelledby="temple-poojas" className={creator.sections}>
      <div className={styles.sectionHead}>
        <h2 id="temple-poojas">{t('temple.poojas')}</h2>
        <button type="button" className="button" onClick={() => setEditing({ pooja: null })}>
          {t('pooja.add')}
        </button>
      </div>
      <p className={creator.hint}>{t('temple.poojas_hint')}</p>
      {temple.poojas.length === 0 ? (
        <p className={creator.empty}>{t('temple.no_poojas')}</p>
      ) : (
        <ul className={creator.stack}>
          {temple.poojas.map((pooja) => (
            <PoojaRow key={pooja.id} pooja={pooja} temple={temple} onEdit={() => setEditing({ pooja })} />
          ))}
        </ul>
      )}
      {editing ? (
        <Modal
          title={editing.pooja ? t('pooja.edit_title', { name: editing.pooja.name }) : t('pooja.add_title')}
          size="large"
          onClose={() => setEditing(null)}
        >
          <PoojaForm
            templeId={temple.id}
            pooja={editing.pooja}
            initial={
              editing.pooja
                ? poojaValues(editing.pooja, temple.content_language)
                : newPoojaValues(currency, next, temple.content_language)
            }
            language={temple.content_language}
            onSaved={(pooja) => saved(pooja, editing.pooja === null)}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      ) : null}
    </section>
  );
}
