import { isWebAddress, PHOTO_LIMITS, PHOTO_TYPES, smallPhoto, type UploadedPhoto } from '@sangam/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../shared/ui/form';
import creator from '../../../shared/ui/creator.module.css';
import { addressLines } from './form-helpers';
import { creatorCalls } from '../api';
import { photoFileProblem, photoUploadProblem } from './photo-upload';
import styles from './photos-fieldset.module.css';

interface Props {
  /** The area's namespace, which holds the fieldset's `form.photos…` texts. */
  namespace: 'retreat-host' | 'journey-organiser';
  /** The photos box: one web address a line. */
  value: string;
  /** Changes the box from its latest text (uploads finish one after another while the person types). */
  onChange: (update: (text: string) => string) => void;
  error?: string;
  max: number;
}

const withLine = (text: string, line: string) => (text.trim() ? `${text.replace(/\s+$/, '')}\n${line}` : line);
const withoutLine = (text: string, line: string) =>
  text
    .split('\n')
    .filter((l) => l.trim() !== line)
    .join('\n');

/**
 * The button that uploads pictures from the device, one at a time with the progress said, files
 * that are no photo refused before sending, and what went wrong listed per file. `room` is how many
 * more photos may be added; each upload is handed to `onUploaded` as it finishes.
 */
export function PhotoUploadControl({
  room,
  multiple,
  full,
  onUploaded,
}: {
  room: number;
  multiple: boolean;
  /** What to say when there is no room left. */
  full: string;
  onUploaded: (photo: UploadedPhoto) => void;
}) {
  const { t } = useTranslation('creator');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [added, setAdded] = useState(0);
  // One mutation sends the files one after another; their progress and problems are said per file.
  const send = useMutation({ mutationFn: creatorCalls.uploadPhoto });

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    const found: string[] = [];
    const ready = files.filter((file) => {
      const problem = photoFileProblem(file);
      if (problem) found.push(problem);
      return !problem;
    });
    const taken = ready.slice(0, Math.max(0, room));
    if (taken.length < ready.length) {
      found.push(t('photos.too_many', { max: room, skipped: ready.length - taken.length }));
    }
    let done = 0;
    for (const [index, file] of taken.entries()) {
      setProgress({ current: index + 1, total: taken.length });
      try {
        onUploaded(await send.mutateAsync(file));
        done++;
      } catch (failure) {
        found.push(photoUploadProblem(failure, file.name));
      }
    }
    setProgress(null);
    setAdded(done);
    setProblems(found);
  }

  return (
    <>
      <div className={styles.upload}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => input.current?.click()}
          disabled={progress !== null || room <= 0}
          aria-describedby={hintId}
        >
          {progress ? t('photos.uploading', progress) : multiple ? t('photos.upload') : t('photos.upload_one')}
        </button>
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          multiple={multiple}
          hidden
          onChange={(event) => void upload(event)}
          data-testid="photo-file"
        />
        <p id={hintId} className={creator.hint}>
          {room > 0 ? t('photos.upload_hint', { max: PHOTO_LIMITS.maxBytes / 1024 / 1024 }) : full}
        </p>
      </div>
      <div role="status" className={`${styles.live} ${styles.status}`}>
        {progress ? t('photos.uploading', progress) : added ? t('photos.added', { count: added }) : ''}
      </div>
      <div role="alert" className={styles.live}>
        {problems.length ? (
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

/**
 * A retreat's or a journey's photos: addresses typed one a line, or pictures uploaded from the
 * device (the server resizes them and their addresses join the box), with a preview of each that
 * can be removed.
 */
export function PhotosFieldset({ namespace, value, onChange, error, max }: Props) {
  const { t } = useTranslation('creator');
  const area = useTranslation(namespace).t;
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const lines = addressLines(value);
  const photos = lines.filter((line) => isWebAddress(line));

  return (
    <fieldset className={creator.fieldset}>
      <legend>{area('form.photos')}</legend>
      <TextAreaField
        label={area('form.photos_label')}
        hint={area('form.photos_hint', { max })}
        rows={3}
        inputMode="url"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          const text = event.target.value;
          onChange(() => text);
        }}
        error={error}
      />
      <PhotoUploadControl
        room={max - lines.length}
        multiple
        full={t('photos.full', { max })}
        onUploaded={(photo) => onChange((text) => withLine(text, photo.url))}
      />
      {photos.length ? (
        <ul className={styles.previews} aria-label={t('photos.previews')}>
          {photos.map((address, index) => (
            <li key={address} className={styles.preview}>
              {broken.has(address) ? (
                <p className={styles.broken}>{t('photos.broken')}</p>
              ) : (
                <img
                  src={smallPhoto(address)}
                  alt={t('photos.preview_alt', { n: index + 1 })}
                  loading="lazy"
                  decoding="async"
                  onError={() => setBroken((set) => new Set(set).add(address))}
                />
              )}
              <button
                type="button"
                className="button-link"
                onClick={() => onChange((text) => withoutLine(text, address))}
              >
                {t('photos.remove', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
