import styles from '../../../shared/ui/creator.module.css';

/**
 * One of a few ways an item is set up (online or in person, fixed departures or a flexible window),
 * as radio buttons side by side in a group named for the question.
 */
export function RadioChoices<Choice extends string>({
  name,
  label,
  options,
  value,
  onChange,
}: {
  /** The radios' shared `name`. */
  name: string;
  /** The question, the group's accessible name. */
  label: string;
  options: ReadonlyArray<{ value: Choice; label: string }>;
  value: Choice;
  onChange: (choice: Choice) => void;
}) {
  return (
    <div className={styles.choices} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
