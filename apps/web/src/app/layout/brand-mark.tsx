/** The diya of the logo: a lamp whose flame stands for the light of knowledge. */
export function BrandMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="18" fill="#7a1f2b" />
      <path d="M18 6c3 4.5 4.5 7.4 4.5 10a4.5 4.5 0 0 1-9 0c0-2.6 1.5-5.5 4.5-10z" fill="#f6b53d" />
      <path d="M18 11c1.4 2.3 2 3.7 2 5a2 2 0 0 1-4 0c0-1.3.6-2.7 2-5z" fill="#fff4d6" />
      <path d="M7 21h22c-1 5-5.5 8-11 8s-10-3-11-8z" fill="#e8893a" />
    </svg>
  );
}
