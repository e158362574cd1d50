import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { formatMoney } from '../../../shared/lib/money';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { poojaQuery } from '../api';
import { BookingForm } from '../components/booking-form';
import { PoojaNotFound } from '../components/not-found';
import { deityLabel } from '../labels';
import { poojaFailure } from '../messages';
import catalogue from '../../../shared/ui/catalogue.module.css';
import styles from '../components/poojas.module.css';

/**
 * poojas/{slug}: what the pooja is for, at which temple, its price and offerings, then its booking:
 * a day with places left, for whom it is performed, the sankalp, offerings and prasad, and checkout.
 */
export function Component() {
  const { t, i18n } = useTranslation('poojas');
  const { lang = 'en', slug = '' } = useParams();
  const pooja = useQuery(poojaQuery(slug, lang));
  const language = i18n.resolvedLanguage ?? 'en';

  useEffect(() => {
    if (pooja.data) track('pooja_view', { pooja: pooja.data.slug, temple: pooja.data.temple.slug });
  }, [pooja.data]);

  if (pooja.isPending) return <Skeleton lines={8} label={t('loading', { ns: 'common' })} />;
  if (pooja.isError) {
    if (pooja.error instanceof ApiError && pooja.error.status === 404) return <PoojaNotFound what="pooja" />;
    return (
      <PageFrame title={t('pages.pooja', { ns: 'common' })}>
        <p role="alert">{poojaFailure(pooja.error, 'load')}</p>
      </PageFrame>
    );
  }
  const p = pooja.data;

  return (
    <PageFrame title={p.name} item={`${p.name} · ${p.temple.place}`} wide>
      <div className={catalogue.tags}>
        <span className={catalogue.tag}>{deityLabel(p.temple.deity)}</span>
      </div>
      <p className={styles.meta}>
        <Link to={localize(lang, paths.temple(p.temple.slug))}>{p.temple.name}</Link> · {p.temple.place}
      </p>
      {p.purpose ? (
        <p className={styles.purposeLead}>
          <strong>{t('pooja.purpose')}:</strong> {p.purpose}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('pooja.price')}</dt>
          <dd>{p.price_minor === 0 ? t('price.free') : formatMoney(p.price_minor, p.currency, language)}</dd>
        </div>
        <div>
          <dt>{t('pooja.prasad')}</dt>
          <dd>
            {p.prasad_available
              ? p.prasad_price_minor
                ? t('pooja.prasad_price', { price: formatMoney(p.prasad_price_minor, p.currency, language) })
                : t('pooja.prasad_free')
              : t('pooja.prasad_none')}
          </dd>
        </div>
        <div>
          <dt>{t('pooja.notice')}</dt>
          <dd>{t('pooja.notice_days', { count: p.notice_days })}</dd>
        </div>
        <div>
          <dt>{t('pooja.daily_limit')}</dt>
          <dd>{t('pooja.daily_limit_value', { count: p.daily_limit })}</dd>
        </div>
      </dl>
      {p.description ? <p className={styles.description}>{p.description}</p> : null}
      <BookingForm pooja={p} />
    </PageFrame>
  );
}
