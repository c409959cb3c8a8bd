'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { SearchIcon } from '@/components/ui/icons';

type Dialog = ComponentType<{ initialQuery: string; onReady: () => void; onClose: () => void }>;

/**
 * The header's search button, and Ctrl/Cmd+K anywhere. Search needs JavaScript, so the button is
 * `needs-scripts` (app/globals.css): invisible, not absent, until the page has hydrated.
 */
export function SiteSearch() {
  const [open, setOpen] = useState(false);
  // The dialog, and Pagefind's own script and index, load on the first open, not with the page.
  const [SearchDialog, setSearchDialog] = useState<Dialog | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // What the visitor types between asking for search and its field taking focus: kept, not lost.
  const [typedEarly, setTypedEarly] = useState('');
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (open && !SearchDialog) import('./search-dialog').then((m) => setSearchDialog(() => m.SearchDialog));
  }, [open, SearchDialog]);

  useEffect(() => {
    if (!open || focused) return;
    const keep = (e: KeyboardEvent) => {
      if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
      e.preventDefault();
      setTypedEarly((typed) => typed + e.key);
    };
    window.addEventListener('keydown', keep, true);
    return () => window.removeEventListener('keydown', keep, true);
  }, [open, focused]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex size-11 items-center justify-center rounded-button text-navy-900 hover:bg-navy-50 hover:text-accent-700 needs-scripts"
      >
        <SearchIcon width={22} height={22} aria-hidden="true" />
        <span className="sr-only">Search the site</span>
      </button>
      {open && SearchDialog && (
        <SearchDialog
          initialQuery={typedEarly}
          onReady={() => setFocused(true)}
          onClose={() => {
            setOpen(false);
            setFocused(false);
            setTypedEarly('');
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
