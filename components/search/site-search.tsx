'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { SearchIcon } from '@/components/ui/icons';

type Dialog = ComponentType<{ onReady: () => string; onClose: () => void }>;

/**
 * The header's search button, and Ctrl/Cmd+K anywhere. Search needs JavaScript, so the button is
 * `needs-scripts` (app/globals.css): invisible, not absent, until the page has hydrated.
 */
export function SiteSearch() {
  const [open, setOpen] = useState(false);
  // The dialog, and Pagefind's own script and index, load on the first open, not with the page.
  const [SearchDialog, setSearchDialog] = useState<Dialog | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // What the visitor types between asking for search and its field taking focus is kept, not lost.
  // Refs, set in the same event that opens search: a key pressed before React has re-rendered (or
  // run an effect) is caught too.
  const waitingForField = useRef(false);
  const typedEarly = useRef('');

  useEffect(() => {
    if (!open || SearchDialog) return;
    import('./search-dialog').then(
      (m) => setSearchDialog(() => m.SearchDialog),
      () => {
        // The dialog could not load (offline, a deploy replaced it): stop holding the visitor's keys.
        waitingForField.current = false;
        typedEarly.current = '';
        setOpen(false);
      },
    );
  }, [open, SearchDialog]);

  const openSearch = () => {
    waitingForField.current = true;
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        openSearch();
        return;
      }
      if (!waitingForField.current || e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
      e.preventDefault();
      typedEarly.current += e.key;
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={openSearch}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex size-11 items-center justify-center rounded-button text-navy-900 hover:bg-navy-50 hover:text-accent-700 needs-scripts"
      >
        <SearchIcon width={22} height={22} aria-hidden="true" />
        <span className="sr-only">Search the site</span>
      </button>
      {open && SearchDialog && (
        <SearchDialog
          onReady={() => {
            waitingForField.current = false;
            const typed = typedEarly.current;
            typedEarly.current = '';
            return typed;
          }}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
