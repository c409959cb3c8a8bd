import { useEffect, useState } from 'react';
import { getJson } from './api';
import { Inbox } from './inbox';
import { LeadView } from './lead-view';
import { Privacy } from './privacy';
import { Sources } from './sources';
import { Notice } from './ui';
import { hrefFor, useDeskLocation, type DeskView } from './use-desk-location';

const TABS: { view: DeskView; label: string }[] = [
  { view: 'inbox', label: 'Inbox' },
  { view: 'spam', label: 'Spam' },
  { view: 'sources', label: 'Sources' },
  { view: 'privacy', label: 'Privacy' },
];

/** The lead desk: the firm's own page for acting on quote requests (functions/routes/desk.ts is its API). */
export function DeskApp() {
  const [location, go] = useDeskLocation();
  const [me, setMe] = useState('');
  const [flash, setFlash] = useState('');

  useEffect(() => {
    getJson<{ email: string }>('/me')
      .then((data) => setMe(data.email))
      .catch(() => setMe(''));
  }, []);

  const current = location.lead ? null : location.view;
  return (
    <>
      <a href="#desk-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded-button focus:bg-paper focus:px-3 focus:py-2">
        Skip to the desk
      </a>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold">
            Stratum Precon <span className="font-normal text-navy-200">lead desk</span>
          </p>
          {me && <p className="text-sm text-navy-100">Signed in as {me}</p>}
        </div>
        <nav aria-label="Desk" className="mx-auto max-w-6xl overflow-x-auto px-2">
          <ul className="flex gap-1">
            {TABS.map((tab) => (
              <li key={tab.view}>
                <a
                  href={hrefFor({ view: tab.view })}
                  aria-current={current === tab.view ? 'page' : undefined}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    setFlash('');
                    go({ view: tab.view });
                  }}
                  className="inline-flex min-h-11 items-center border-b-4 border-transparent px-3 text-sm font-semibold text-navy-100 hover:text-white aria-[current=page]:border-accent-400 aria-[current=page]:text-white focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-400"
                >
                  {tab.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="desk-main" className="mx-auto max-w-6xl px-4 py-6">
        {flash && (
          <div className="mb-4">
            <Notice tone="ok">{flash}</Notice>
          </div>
        )}
        {location.lead ? (
          <LeadView
            key={location.lead}
            id={location.lead}
            onBack={() => (window.history.state?.desk ? window.history.back() : go({ view: 'inbox' }))}
            onErased={(message) => {
              setFlash(message);
              go({ view: 'inbox' });
            }}
          />
        ) : location.view === 'sources' ? (
          <Sources />
        ) : location.view === 'privacy' ? (
          <Privacy />
        ) : (
          <Inbox location={location} go={go} />
        )}
      </main>
    </>
  );
}
