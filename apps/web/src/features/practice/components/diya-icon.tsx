/**
 * The streak's lamp, drawn: the 🪔 emoji is missing from older phones' fonts and shows as a box.
 * `label` is its text alternative; without one it is decoration beside text that says the same.
 */
export function DiyaIcon({ label, className }: { label?: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d="M24 4c-5 7-7 11-7 15a7 7 0 0 0 14 0c0-4-2-8-7-15z" fill="#f29d38" />
      <path d="M24 11c-2.5 4-3.5 6.5-3.5 8.5a3.5 3.5 0 0 0 7 0c0-2-1-4.5-3.5-8.5z" fill="#fcd772" />
      <path d="M5 29h38c0 8-8.5 13-19 13S5 37 5 29z" fill="#a8420d" />
      <path d="M9 29h30c-1 2-5 3.5-15 3.5S10 31 9 29z" fill="#7f3008" />
    </svg>
  );
}
