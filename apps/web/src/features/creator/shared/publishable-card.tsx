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

/** The area's other pages of an item that a card links to, each worded as `list.<page>_link` and `list.<page>_named`. */
type PageName<N extends CardNamespace> = {
  [K in keyof EnglishResources[N]['list']]: K extends `${infer Page}_link`
    ? `${Page}_named` extends keyof EnglishResources[N]['list']
      ? Page
      : never
    : never;
}[keyof EnglishResources[N]['list']];

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
 * edit link, the area's other pages (`pages`, in order, those without an address left out), publish
 * or unpublish, and the public page once published.
 */
export function PublishableCardFoot<N extends CardNamespace>({
  ns,
  item,
  publishing,
  problemId,
  edit,
  pages,
  view,
}: {
  ns: N;
  item: { title: string; published: boolean };
  /** The publish in flight, and its refusal (`usePublishToggle`'s answer). */
  publishing: { busy: boolean; problem: PublishProblem | null; toggle: () => Promise<void> };
  /** The id the problem is shown under, which the publish button points at. */
  problemId: string;
  /** Where the item is edited (with the language). */
  edit: string;
  /** The addresses (with the language) of the area's other pages of the item. */
  pages: Partial<Record<PageName<N>, string>>;
  /** The item's public page (with the language). */
  view: string;
}) {
  const { t } = useTranslation(ns as CardNamespace);
  const named = { title: item.title };
  const { busy, problem, toggle } = publishing;
  const links = [
    { to: edit, label: t('list.edit_named', named), text: t('list.edit') },
    // The page names are checked against the namespace above; i18next cannot follow a built key.
    ...Object.entries<string | undefined>(pages).flatMap(([page, to]) =>
      to
        ? [
            {
              to,
              label: t(`list.${page}_named` as 'list.edit_named', named),
              text: t(`list.${page}_link` as 'list.edit'),
            },
          ]
        : [],
    ),
  ];
  return (
    <>
      {problem ? (
        <p id={problemId} className={host.inlineError} role="alert">
          {problem.text} {problem.fix ? <Link to={problem.fix.to}>{problem.fix.text}</Link> : null}
        </p>
      ) : null}
      <div className={creator.cardActions}>
        {links.map((link) => (
          <Link key={link.to} className="button button-secondary" to={link.to} aria-label={link.label}>
            {link.text}
          </Link>
        ))}
        <PublishToggleButton
          published={item.published}
          busy={busy}
          problemId={problem ? problemId : undefined}
          label={t(item.published ? 'list.unpublish_named' : 'list.publish_named', named)}
          text={item.published ? t('list.unpublish') : t('list.publish')}
          onToggle={toggle}
        />
        {item.published ? <Link to={view}>{t('list.view')}</Link> : null}
      </div>
    </>
  );
}
