import { Suspense, useEffect } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PARTS_ATTRIBUTE, PRESSES, QUIET_MS, SHELL_HYDRATED } from './contract.mjs';
import { CONFIG_ID, loaderScript } from './first-paint.mjs';
import { HydrationGate } from './react/hydration-gate';
import { HydrationBoundary } from './react/hydration-boundary';
import { HydrationMarker } from './react/hydration-marker';

/**
 * The loader and the React half run in the same page and must agree: which presses hold the start
 * back, for how long, and which attribute on <html> lets presses through to React. Both are built from
 * contract.mjs; these tests run the loader's real text and the real components in one document.
 */

const win = window as unknown as Record<string, unknown>;
let root: Root | null = null;
let container: HTMLDivElement;

/** The groups of React's modules the loader has run so far (each step of the framework's start). */
const steps = () => (win.TURBOPACK as Array<{ runtimeModuleIds: number[] }> | undefined)?.map((e) => e.runtimeModuleIds[0]) ?? [];

/** Runs the loader on a page whose start has three steps, up to the first, as the browser would. */
function loaderAtFirstStep() {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="${CONFIG_ID}">${JSON.stringify({ scripts: ['/runtime.js'], data: null, pushes: [], warm: [[1], [2]] })}</script>`;
  window.eval(loaderScript());
  jest.advanceTimersByTime(100);
  document.head.querySelector('script[src="/runtime.js"]')!.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(17);
  expect(steps()).toEqual([1]);
}

const hydratedParts: string[] = [];
function Part() {
  useEffect(() => void hydratedParts.push('part'), []);
  return <button type="button">part</button>;
}

beforeEach(() => {
  jest.useFakeTimers();
  hydratedParts.length = 0;
  delete win.TURBOPACK;
  document.documentElement.removeAttribute(SHELL_HYDRATED);
  delete document.documentElement.dataset.hydrated;
  container = document.createElement('div');
});

afterEach(() => {
  // The marker's check runs in a timer: let it, so that no test leaves it pending for the next.
  act(() => void jest.runOnlyPendingTimers());
  act(() => root?.unmount());
  root = null;
  container.remove();
  jest.useRealTimers();
});

test.each(PRESSES)('after a %s, the loader\'s next step and a part React comes to both wait the same quiet time', async (press) => {
  loaderAtFirstStep();
  const page = (
    <Suspense>
      <HydrationGate />
      <Part />
    </Suspense>
  );
  // The server's HTML: the gate renders nothing there.
  container.innerHTML = renderToString(
    <Suspense>
      <Part />
    </Suspense>,
  );
  document.body.append(container);
  window.dispatchEvent(new Event(press));
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  await act(async () => void jest.advanceTimersByTime(QUIET_MS - 1));
  expect(steps()).toEqual([1]);
  expect(hydratedParts).toEqual([]);
  await act(async () => void jest.advanceTimersByTime(2));
  expect(steps()).toEqual([1, 2]);
  expect(hydratedParts).toEqual(['part']);
});

test('the loader keeps presses from React until the marker says the frame has hydrated, then lets them through', async () => {
  loaderAtFirstStep();
  const reached: string[] = [];
  const listen = (event: Event) => reached.push(event.type);
  document.addEventListener('click', listen);
  const button = document.createElement('button');
  document.body.append(button, container);
  button.click();
  expect(reached).toEqual([]);
  await act(async () => {
    root = hydrateRoot(container, <HydrationMarker />);
  });
  button.click();
  expect(reached).toEqual(['click']);
  document.removeEventListener('click', listen);
  button.remove();
});

test('the marker marks the page hydrated once the shell and as many parts as the build counted have hydrated', async () => {
  loaderAtFirstStep();
  // Past any press an earlier test made: the gate does not hold these parts.
  jest.advanceTimersByTime(QUIET_MS);
  document.getElementById(CONFIG_ID)!.setAttribute(PARTS_ATTRIBUTE, '2');
  const page = (
    <>
      <HydrationBoundary>
        <Part />
      </HydrationBoundary>
      <HydrationMarker />
    </>
  );
  container.innerHTML = renderToString(
    <Suspense>
      <Part />
    </Suspense>,
  );
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  await act(async () => void jest.advanceTimersByTime(QUIET_MS));
  await act(async () => void jest.advanceTimersByTime(QUIET_MS));
  expect(hydratedParts).toEqual(['part']);
  expect(document.documentElement.hasAttribute(SHELL_HYDRATED)).toBe(true);
  // One of the two parts the build counted has reported: not yet.
  expect(document.documentElement.dataset.hydrated).toBeUndefined();
  document.getElementById(CONFIG_ID)!.setAttribute(PARTS_ATTRIBUTE, '1');
  await act(async () => {
    root!.render(
      <>
        <HydrationBoundary>
          <Part />
        </HydrationBoundary>
        <HydrationMarker />
        <HydrationBoundary>
          <Part />
        </HydrationBoundary>
      </>,
    );
  });
  await act(async () => void jest.advanceTimersByTime(QUIET_MS));
  await act(async () => void jest.advanceTimersByTime(QUIET_MS));
  expect(document.documentElement.dataset.hydrated).toBe('true');
});
