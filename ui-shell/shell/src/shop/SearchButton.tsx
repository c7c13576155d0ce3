/** The header's search button (002 §2.2): tiny; the overlay is its own lazy chunk. */
import { lazy, Suspense, useState } from 'react';
import { injectStyles } from '../styles/inject';

injectStyles('search-button', '.t-search-button { margin-left: auto; } .t-search-button ~ .t-header__menu { margin-left: 0; }');

const SearchOverlay = lazy(() => import(/* webpackChunkName: "search" */ './SearchOverlay'));

export function SearchButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="t-button t-button--plain t-icon-button t-search-button" aria-label="Suche" onClick={() => setOpen(true)}>
        <svg className="t-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
