import { POOJA_LIMITS as L } from '@sangam/contracts';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { RowField } from '../../../creator';
import { emptyAarti, emptyTiming, emptyVideo, type TempleValues } from '../temple-form-model';
import creator from '../../../../shared/ui/creator.module.css';
import rows from '../../../../shared/ui/host-forms.module.css';

type ListKey = 'timings' | 'aartis' | 'darshan_videos';

interface RowsProps {
  values: TempleValues;
  setValues: Dispatch<SetStateAction<TempleValues>>;
  errors: Record<string, string>;
}

function updateRow<K extends ListKey>(
  setValues: RowsProps['setValues'],
  list: K,
  id: string,
  change: Partial<TempleValues[K][number]>,
) {
  setValues((v) => ({
    ...v,
    [list]: (v[list] as Array<{ id: string }>).map((row) => (row.id === id ? { ...row, ...change } : row)),
  }));
}
function removeRow(setValues: RowsProps['setValues'], list: ListKey, id: string) {
  setValues((v) => ({ ...v, [list]: (v[list] as Array<{ id: string }>).filter((row) => row.id !== id) }));
}

function ListError({ text }: { text: string | undefined }) {
  return text ? <p className={creator.error}>{text}</p> : null;
}

function RemoveButton({ onClick, name }: { onClick: () => void; name: string }) {
  const { t } = useTranslation('temple-staff');
  return (
    <button type="button" className={`button-link ${rows.remove}`} onClick={onClick}>
      {t('form.remove')} <span className="visually-hidden">{name}</span>
    </button>
  );
}

/** Opening hours: a label ('Morning darshan') with the times it opens and closes, on the temple's clock. */
export function TimingRows({ values, setValues, errors }: RowsProps) {
  const { t } = useTranslation('temple-staff');
  return (
    <fieldset className={creator.fieldset}>
      <legend>{t('temple.timings')}</legend>
      <p className={creator.hint}>{t('temple.timings_hint')}</p>
      <ListError text={errors.timings} />
      {values.timings.map((row, index) => {
        const name = t('temple.timing_n', { n: index + 1 });
        return (
          <div key={row.id} className={rows.row} role="group" aria-label={name}>
            <RowField
              label={t('temple.timing_label')}
              className={rows.grow}
              maxLength={L.labelMax}
              value={row.label}
              onChange={(e) => updateRow(setValues, 'timings', row.id, { label: e.target.value })}
              error={errors[`timings.${row.id}.label`]}
            />
            <RowField
              label={t('temple.opens')}
              className={rows.narrow}
              type="time"
              value={row.opens}
              onChange={(e) => updateRow(setValues, 'timings', row.id, { opens: e.target.value })}
              error={errors[`timings.${row.id}.opens`]}
            />
            <RowField
              label={t('temple.closes')}
              className={rows.narrow}
              type="time"
              value={row.closes}
              onChange={(e) => updateRow(setValues, 'timings', row.id, { closes: e.target.value })}
              error={errors[`timings.${row.id}.closes`]}
            />
            <RemoveButton name={name} onClick={() => removeRow(setValues, 'timings', row.id)} />
          </div>
        );
      })}
      {values.timings.length < L.timingsMax ? (
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setValues((v) => ({ ...v, timings: [...v.timings, emptyTiming()] }))}
          >
            {t('temple.add_timing')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The aartis of each day: a name and a time on the temple's clock (darshan shows them on the visitor's). */
export function AartiRows({ values, setValues, errors }: RowsProps) {
  const { t } = useTranslation('temple-staff');
  return (
    <fieldset className={creator.fieldset}>
      <legend>{t('temple.aartis')}</legend>
      <p className={creator.hint}>{t('temple.aartis_hint')}</p>
      <ListError text={errors.aartis} />
      {values.aartis.map((row, index) => {
        const name = t('temple.aarti_n', { n: index + 1 });
        return (
          <div key={row.id} className={rows.row} role="group" aria-label={name}>
            <RowField
              label={t('temple.aarti_name')}
              className={rows.grow}
              maxLength={L.labelMax}
              value={row.name}
              onChange={(e) => updateRow(setValues, 'aartis', row.id, { name: e.target.value })}
              error={errors[`aartis.${row.id}.name`]}
            />
            <RowField
              label={t('temple.aarti_time')}
              className={rows.narrow}
              type="time"
              value={row.time}
              onChange={(e) => updateRow(setValues, 'aartis', row.id, { time: e.target.value })}
              error={errors[`aartis.${row.id}.time`]}
            />
            <RemoveButton name={name} onClick={() => removeRow(setValues, 'aartis', row.id)} />
          </div>
        );
      })}
      {values.aartis.length < L.aartisMax ? (
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setValues((v) => ({ ...v, aartis: [...v.aartis, emptyAarti()] }))}
          >
            {t('temple.add_aarti')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Darshan videos on YouTube: the video's address (or id), a title, and whether it is a live stream. */
export function VideoRows({ values, setValues, errors }: RowsProps) {
  const { t } = useTranslation('temple-staff');
  return (
    <fieldset className={creator.fieldset}>
      <legend>{t('temple.videos')}</legend>
      <p className={creator.hint}>{t('temple.videos_hint')}</p>
      <ListError text={errors.darshan_videos} />
      {values.darshan_videos.map((row, index) => {
        const name = t('temple.video_n', { n: index + 1 });
        return (
          <div key={row.id} className={rows.row} role="group" aria-label={name}>
            <RowField
              label={t('temple.video_address')}
              className={rows.wide}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={row.youtube}
              onChange={(e) => updateRow(setValues, 'darshan_videos', row.id, { youtube: e.target.value })}
              error={errors[`darshan_videos.${row.id}.youtube_id`]}
            />
            <RowField
              label={t('temple.video_title')}
              className={rows.grow}
              maxLength={L.videoTitleMax}
              value={row.title}
              onChange={(e) => updateRow(setValues, 'darshan_videos', row.id, { title: e.target.value })}
              error={errors[`darshan_videos.${row.id}.title`]}
            />
            <label className={creator.choice}>
              <input
                type="checkbox"
                checked={row.live}
                onChange={(e) => updateRow(setValues, 'darshan_videos', row.id, { live: e.target.checked })}
              />
              {t('temple.video_live')}
            </label>
            <RemoveButton name={name} onClick={() => removeRow(setValues, 'darshan_videos', row.id)} />
          </div>
        );
      })}
      {values.darshan_videos.length < L.videosMax ? (
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setValues((v) => ({ ...v, darshan_videos: [...v.darshan_videos, emptyVideo()] }))}
          >
            {t('temple.add_video')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
