import { BRAND_NAME } from '../../widget/core/offer';

/** The brand mark and name, linking home. */
export function Logo() {
  return (
    <a className="logo" href="/">
      <svg className="logo-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M10 8h9l5 5v11H10z" fill="#fff" />
        <path d="M13 17l3 3 5-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{BRAND_NAME}</span>
    </a>
  );
}
