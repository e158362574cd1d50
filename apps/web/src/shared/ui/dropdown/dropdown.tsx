import { TIMING } from '@sangam/contracts';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnOutsidePress } from '../use-close-on-escape';
import styles from './dropdown.module.css';

/** One choice of a Dropdown (spec section 3: value, label). */
export interface DropdownOption {
  value: string;
  label: string;
  /** Language of the label when it differs from the page (e.g. a language's own name). */
  lang?: string;
}

export interface DropdownProps {
  label: string;
  options: DropdownOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  /** Shows the clear control while a value is chosen. */
  clearable?: boolean;
  clearLabel?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
}

/**
 * Pick one option from a list (spec sections 2, 4, 9): the WAI-ARIA "select-only combobox".
 * Opens on click or arrow keys, closes on a choice, an outside click, Escape, or 150 ms after focus
 * leaves it; the list is at most 176 px tall and scrolls.
 */
export function Dropdown({
  label,
  options,
  value,
  onChange,
  placeholder,
  clearable = true,
  clearLabel,
  hideLabel = false,
  className,
}: DropdownProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const blurTimer = useRef<number | undefined>(undefined);
  const typeahead = useRef({ text: '', at: 0 });
  const [open, setOpen] = useState(false);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;
  const [active, setActive] = useState(Math.max(selectedIndex, 0));

  const optionId = (index: number) => `${id}-option-${index}`;

  function openList() {
    setActive(Math.max(selectedIndex, 0));
    setOpen(true);
  }

  function choose(index: number) {
    const option = options[index];
    setOpen(false);
    if (option && option.value !== value) onChange(option.value);
  }

  // Outside click closes.
  const closeList = useCallback(() => setOpen(false), []);
  useCloseOnOutsidePress(open, closeList, rootRef);

  // Keep the active option in view inside the scrolling list.
  useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  function onBlur() {
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(() => {
      if (!rootRef.current?.contains(document.activeElement)) setOpen(false);
    }, TIMING.dropdownBlurCloseMs);
  }

  function findByTyping(char: string): number {
    const now = Date.now();
    const text = now - typeahead.current.at < 500 ? typeahead.current.text + char : char;
    typeahead.current = { text, at: now };
    const lower = text.toLocaleLowerCase();
    const start = open ? active : Math.max(selectedIndex, 0);
    // One letter moves on to the next match; a longer prefix may stay on the current option.
    const offset = text.length === 1 ? 1 : 0;
    for (let step = 0; step < options.length; step++) {
      const index = (start + offset + step) % options.length;
      if (options[index]?.label.toLocaleLowerCase().startsWith(lower)) return index;
    }
    return -1;
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((i) => Math.min(i + 1, last));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive((i) => Math.max(i - 1, 0));
        return;
      case 'Home':
        if (open) {
          event.preventDefault();
          setActive(0);
        }
        return;
      case 'End':
        if (open) {
          event.preventDefault();
          setActive(last);
        }
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) choose(active);
        else openList();
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const found = findByTyping(event.key);
          if (found >= 0) {
            if (!open) setOpen(true);
            setActive(found);
          }
        }
    }
  }

  return (
    <div ref={rootRef} className={`${styles.root} ${className ?? ''}`} onBlur={onBlur}>
      <span id={labelId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </span>
      <div className={styles.control}>
        <button
          type="button"
          role="combobox"
          className={styles.trigger}
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? optionId(active) : undefined}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={onKeyDown}
        >
          <span className={selected ? styles.value : styles.placeholder} lang={selected?.lang}>
            {selected ? selected.label : (placeholder ?? t('dropdown.placeholder'))}
          </span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        {clearable && selected ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={clearLabel ?? t('dropdown.clear')}
            title={clearLabel ?? t('dropdown.clear')}
            onClick={() => {
              setOpen(false);
              onChange(null);
            }}
          >
            ×
          </button>
        ) : null}
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        className={styles.list}
        hidden={!open}
      >
        {options.length === 0 ? <li className={styles.empty}>{t('dropdown.empty')}</li> : null}
        {options.map((option, index) => (
          // Options are operated from the keyboard through the combobox (aria-activedescendant), so
          // the mouse handlers here have no key handlers of their own, by design of the pattern.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            lang={option.lang}
            className={`${styles.option} ${index === active ? styles.active : ''}`}
            // Keep focus on the combobox while clicking an option.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseMove={() => setActive(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
