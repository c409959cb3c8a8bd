'use client';

import { useEffect, useId, useRef, useState } from 'react';

interface PagefindResult {
  url: string;
  excerpt: string;
  meta: { title?: string; type?: string };
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(query: string, options?: unknown, timeout?: number): Promise<{ results: { data(): Promise<PagefindResult> }[] } | null>;
}

/** Pagefind's browser script, written to out/pagefind/ by the build adapter; never bundled. */
const PAGEFIND_URL = '/pagefind/pagefind.js';
const MAX_RESULTS = 8;

let loading: Promise<Pagefind> | null = null;
function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL).then(async (module: Pagefind) => {
    await module.options({ excerptLength: 24 });
    return module;
  });
  return loading;
}

/**
 * A modal search dialog: type, read the announced count, Tab through the results. Escape closes it.
 * `onReady` is called once the field has focus and returns what the visitor typed before that.
 */
export function SearchDialog({ onReady, onClose }: { onReady: () => string; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PagefindResult[] | null>(null);
  const [failed, setFailed] = useState(false);

  // The parent's callbacks change on every render of it; the dialog opens once.
  const callbacks = useRef({ onReady, onClose });
  useEffect(() => {
    callbacks.current = { onReady, onClose };
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    // showModal focuses the first control (Close); the visitor came to type.
    input.current?.focus();
    const typed = callbacks.current.onReady();
    if (typed) {
      // Into the field itself as well: a key that arrives before React re-renders with the new query
      // is then added to what was typed early, not put in its place.
      if (input.current) input.current.value = typed;
      setQuery(typed);
    }
    const close = () => callbacks.current.onClose();
    element.addEventListener('close', close);
    loadPagefind().catch(() => setFailed(true));
    return () => element.removeEventListener('close', close);
  }, []);

  useEffect(() => {
    const term = query.trim();
    if (!term) return;
    let current = true;
    loadPagefind()
      .then((pagefind) => pagefind.debouncedSearch(term, {}, 150))
      .then(async (search) => {
        if (!search || !current) return;
        const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
        if (current) setResults(data);
      })
      .catch(() => setFailed(true));
    return () => {
      current = false;
    };
  }, [query]);

  const term = query.trim();
  const status = failed
    ? 'Search could not load. Use the menu, or the list of every page on the services page.'
    : !term
      ? 'Type to search services, projects and articles.'
      : results === null
        ? 'Searching…'
        : `${results.length === 0 ? 'No' : results.length} result${results.length === 1 ? '' : 's'} for “${term}”.`;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      className="m-0 mx-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-card bg-white p-0 text-ink shadow-2xl backdrop:bg-navy-950/60"
      onClick={(e) => e.target === e.currentTarget && dialog.current?.close()}
      // A search field would spend the first Escape on clearing itself; here Escape always closes.
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          dialog.current?.close();
        }
      }}
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={`${id}-title`} className="text-xl font-bold text-navy-900">Search the site</h2>
          <button type="button" onClick={() => dialog.current?.close()} className="rounded-button px-3 py-1.5 text-sm font-semibold text-navy-900 hover:bg-navy-50">
            Close<span className="sr-only"> search</span>
          </button>
        </div>
        <label htmlFor={`${id}-query`} className="sr-only">Search for</label>
        <input
          id={`${id}-query`}
          ref={input}
          type="search"
          autoComplete="off"
          placeholder="Rebar, BIM, takeoff…"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setResults(null);
          }}
          className="mt-4 block w-full rounded-button border border-navy-300 px-4 py-3 text-lg focus:outline-2 focus:outline-offset-2 focus:outline-navy-900"
        />
        <p role="status" className="mt-3 text-sm text-muted">{status}</p>
        {term && results && results.length > 0 && (
          <ul className="mt-3 max-h-[55vh] space-y-2 overflow-y-auto" aria-label={`Results for ${term}`}>
            {results.map((r) => (
              <li key={r.url}>
                <a href={r.url} className="block rounded-button border border-line p-3 hover:border-accent-500 focus-visible:outline-2 focus-visible:outline-navy-900">
                  <span className="text-xs font-semibold uppercase tracking-wider text-accent-700">{r.meta.type ?? 'Page'}</span>
                  <span className="block font-bold text-navy-900">{r.meta.title}</span>
                  {/* Pagefind escapes the page text and marks the matches with <mark>. */}
                  <span className="mt-1 block text-sm text-muted [&_mark]:bg-accent-100 [&_mark]:text-ink" dangerouslySetInnerHTML={{ __html: r.excerpt }} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
