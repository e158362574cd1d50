import { Link, useParams } from 'react-router';
import { localize } from '../lib/paths';
import { PageFrame } from './page-frame';

/**
 * An item of a catalogue that does not exist (or is no longer offered), said as the page's title,
 * with the way back to its list (`back.path`, without the language).
 */
export function ItemNotFound({ title, back }: { title: string; back: { path: string; text: string } }) {
  const { lang = 'en' } = useParams();
  return (
    <PageFrame title={title}>
      <p>
        <Link to={localize(lang, back.path)}>{back.text}</Link>
      </p>
    </PageFrame>
  );
}
