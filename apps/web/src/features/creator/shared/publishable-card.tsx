import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EnglishResources } from '../../../shared/i18n/resources';
import creator from '../../../shared/ui/creator.module.css';
import host from '../../../shared/ui/host-forms.module.css';
import { PublishToggleButton } from './publish-toggle';

/** The host sides that word a publishable item's card under the same `list.*` keys (retreats, journeys). */
type CardNamespace = {
  [N in keyof EnglishResources]: EnglishResources[N] extends {
    list: {
      published: string;
      draft: string;
      draft_hint: string;
      edit: string;
      edit_named: string;
      publish: string;
      publish_named: string;
      unpublish: string;
      unpublish_named: string;
      view: string;
    };
  }
    ? N
    : never;
}[keyof EnglishResources];

/** One of a card's links to the item's own pages, named with the item for a screen reader's list of links. */
interface CardLink {
  to: string;
  label: string;
  text: string;
}

/** Why a publish was refused, and the page that fixes it when there is one (add a package, an itinerary). */
export interface PublishProblem {
  text: string;
  fix?: { to: string; text: string };
}

/** Whether the item is published, or a draft, said as such to a screen reader. */
export function PublishedBadge({ ns, published }: { ns: CardNamespace; published: boolean }) {
  const { t } = useTranslation(ns);
  return published ? (
    <span className={`${creator.badge} ${creator.badgeGood}`}>{t('list.published')}</span>
  ) : (
    <span className={`${creator.badge} ${creator.badgeMuted}`}>
      {t('list.draft')} <span className="visually-hidden">{t('list.draft_hint')}</span>
    </span>
  );
}

/**
 * A publishable item's card foot: the refusal of its last publish with the way to fix it, then its
 * edit link, the area's other pages (`links`), publish or unpublish, and the public page once published.
 */
export function PublishableCardFoot({
  ns,
  title,
  published,
  busy,
  problem,
  problemId,
  edit,
  links,
  view,
  onToggle,
}: {
  ns: CardNamespace;
  title: string;
  published: boolean;
  busy: boolean;
  problem: PublishProblem | null;
  /** The id the problem is shown under, which the publish button points at. */
  problemId: string;
  /** Where the item is edited (with the language). */
  edit: string;
  links: CardLink[];
  /** The item's public page (with the language). */
  view: string;
  onToggle: () => Promise<void>;
}) {
  const { t } = useTranslation(ns);
  const named = { title };
  const pages = [{ to: edit, label: t('list.edit_named', named), text: t('list.edit') }, ...links];
  return (
    <>
      {problem ? (
        <p id={problemId} className={host.inlineError} role="alert">
          {problem.text} {problem.fix ? <Link to={problem.fix.to}>{problem.fix.text}</Link> : null}
        </p>
      ) : null}
      <div className={creator.cardActions}>
        {pages.map((page) => (
          <Link key={page.to} className="button button-secondary" to={page.to} aria-label={page.label}>
            {page.text}
          </Link>
        ))}
        <PublishToggleButton
          published={published}
          busy={busy}
          problemId={problem ? problemId : undefined}
          label={t(published ? 'list.unpublish_named' : 'list.publish_named', named)}
          text={published ? t('list.unpublish') : t('list.publish')}
          onToggle={onToggle}
        />
        {published ? <Link to={view}>{t('list.view')}</Link> : null}
      </div>
    </>
  );
}
