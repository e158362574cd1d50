import styles from './tab-list.module.css';

export interface Tab<T extends string> {
  id: T;
  label: string;
}

/**
 * WAI-ARIA tabs over one panel: the tab list is a single stop for Tab, and the arrow keys (Home and
 * End too) move between the tabs and choose them. The panel is the caller's element with id `panelId`
 * and aria-labelledby `${panelId}-tab-${current}`.
 */
export function TabList<T extends string>({
  tabs,
  current,
  onChange,
  label,
  panelId,
}: {
  tabs: Tab<T>[];
  current: T;
  onChange: (id: T) => void;
  label: string;
  panelId: string;
}) {
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    onChange(tab.id);
    document.getElementById(`${panelId}-tab-${tab.id}`)?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${panelId}-tab-${tab.id}`}
          aria-selected={tab.id === current}
          aria-controls={panelId}
          tabIndex={tab.id === current ? 0 : -1}
          onClick={() => onChange(tab.id)}
          onKeyDown={(event) => {
            const moves: Record<string, number> = {
              ArrowRight: index + 1,
              ArrowLeft: index - 1,
              Home: 0,
              End: tabs.length - 1,
            };
            if (!(event.key in moves)) return;
            event.preventDefault();
            choose(moves[event.key]!);
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
