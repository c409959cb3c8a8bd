import { useCallback, useEffect, useState } from 'react';

/**
 * Which view the desk shows, kept in the address (?view=spam, ?lead=ID, ?status=new&q=…&page=2) so a
 * link from the firm's email opens the lead, and Back and Forward work.
 */

export type DeskView = 'inbox' | 'spam' | 'sources' | 'privacy';

export interface DeskLocation {
  view: DeskView;
  lead: string | null;
  status: string;
  q: string;
  page: number;
}

const VIEWS: DeskView[] = ['inbox', 'spam', 'sources', 'privacy'];

export function parseLocation(search: string): DeskLocation {
  const params = new URLSearchParams(search);
  const view = params.get('view') as DeskView | null;
  return {
    view: view && VIEWS.includes(view) ? view : 'inbox',
    lead: params.get('lead'),
    status: params.get('status') ?? '',
    q: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function hrefFor(location: Partial<DeskLocation>): string {
  const params = new URLSearchParams();
  if (location.view && location.view !== 'inbox') params.set('view', location.view);
  if (location.lead) params.set('lead', location.lead);
  if (location.status) params.set('status', location.status);
  if (location.q) params.set('q', location.q);
  if (location.page && location.page > 1) params.set('page', String(location.page));
  const query = params.toString();
  return `/desk/${query ? `?${query}` : ''}`;
}

export function useDeskLocation(): [DeskLocation, (next: Partial<DeskLocation>) => void] {
  const [location, setLocation] = useState(() => parseLocation(window.location.search));
  useEffect(() => {
    const onPop = () => setLocation(parseLocation(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((next: Partial<DeskLocation>) => {
    const href = hrefFor(next);
    // Marked, so that the desk knows Back stays in the desk (a lead opened from an email has no such entry).
    window.history.pushState({ desk: true }, '', href);
    setLocation(parseLocation(new URL(href, window.location.origin).search));
    window.scrollTo(0, 0);
  }, []);
  return [location, go];
}
