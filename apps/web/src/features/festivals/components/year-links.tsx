import { PANCHANG_YEARS } from '@sangam/contracts';
import { Link, useParams } from 'react-router';
import { localize } from '../../../shared/lib/paths';
import styles from './festivals.module.css';

/** Links to the year before and after (within the years the calendar computes), each in its own words. */
export function YearLinks({
  year,
  path,
  label,
}: {
  year: number;
  path: (year: number) => string;
  label: (year: number) => string;
}) {
  const { lang = 'en' } = useParams();
  const years = [year - 1, year + 1].filter((y) => y >= PANCHANG_YEARS.min && y <= PANCHANG_YEARS.max);
  return (
    <ul className={styles.years}>
      {years.map((y) => (
        <li key={y}>
          <Link to={localize(lang, path(y))} rel={y < year ? 'prev' : 'next'}>
            {y < year ? `← ${label(y)}` : `${label(y)} →`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
