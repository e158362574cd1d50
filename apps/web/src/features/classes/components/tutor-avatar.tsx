import styles from './classes.module.css';

/** The tutor's photo, or their initial on the brand colour when they have none. */
export function TutorAvatar({ name, photoUrl, large = false }: { name: string; photoUrl: string; large?: boolean }) {
  const className = `${styles.avatar} ${large ? styles.avatarLarge : ''}`;
  if (photoUrl)
    return <img className={className} src={photoUrl} alt="" width={large ? 88 : 48} height={large ? 88 : 48} />;
  return (
    <span className={className} aria-hidden="true">
      {[...name.trim()][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
