import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { VisitSourceTracker } from './visit-source-tracker';
import { VISIT_KEY, parseVisitSource } from '@/lib/visit-source';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

// Each test counts pages of its own: the tracker remembers the page it last counted in this document.
const stored = () => parseVisitSource(window.sessionStorage.getItem(VISIT_KEY));

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/pricing/?utm_source=test&utm_campaign=spring-bids');
});

afterEach(() => {
  jest.useRealTimers();
});

function renderAt(path: string) {
  jest.mocked(usePathname).mockReturnValue(path);
  return render(<VisitSourceTracker />);
}

it('counts the page once the browser is idle', () => {
  renderAt('/pricing/');
  expect(stored()).toBeNull();
  act(() => jest.runOnlyPendingTimers());
  expect(stored()).toEqual({ landing: '/pricing/', referrer: '', utm: { utm_source: 'test', utm_campaign: 'spring-bids' }, pages: 1 });
});

it('counts a landing page left for another document before the browser was idle', () => {
  renderAt('/about/');
  window.dispatchEvent(new Event('pagehide'));
  expect(stored()).toMatchObject({ landing: '/about/', utm: { utm_source: 'test' }, pages: 1 });
  act(() => jest.runOnlyPendingTimers());
  expect(stored()?.pages).toBe(1);
});

it('counts a landing page left for another of ours before the browser was idle, then that page', () => {
  const view = renderAt('/services/');
  jest.mocked(usePathname).mockReturnValue('/contact/');
  view.rerender(<VisitSourceTracker />);
  expect(stored()).toMatchObject({ landing: '/services/', utm: { utm_campaign: 'spring-bids' }, pages: 1 });
  act(() => jest.runOnlyPendingTimers());
  expect(stored()).toMatchObject({ landing: '/services/', pages: 2 });
  view.unmount();
  expect(stored()?.pages).toBe(2);
});

it('counts a page once when React runs its effect twice (development)', () => {
  jest.mocked(usePathname).mockReturnValue('/blogs/');
  render(
    <StrictMode>
      <VisitSourceTracker />
    </StrictMode>,
  );
  act(() => jest.runOnlyPendingTimers());
  expect(stored()).toMatchObject({ landing: '/blogs/', pages: 1 });
});
