import { useTranslation } from 'react-i18next';

/** The classes that give a catalogue's placeholders its own shape (from the catalogue's CSS module). */
export type SkeletonShape = {
  /** The grid the cards stand in. */
  grid: string;
  /** The column short placeholders stand in (bookings, slots). */
  column: string;
  card: string;
  /** Added to `card` for a short placeholder. */
  short: string;
};

/** Placeholder cards while a list loads, in the list's own shape so nothing jumps when they arrive. */
export function CardSkeletons({
  shape,
  count = 6,
  short = false,
}: {
  shape: SkeletonShape;
  count?: number;
  short?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={short ? shape.column : shape.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={`${shape.card} ${short ? shape.short : ''}`} />
        ))}
      </div>
    </div>
  );
}
