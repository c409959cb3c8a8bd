import { Suspense, useEffect } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationGate } from './hydration-gate';

/** What the browser's main thread would have to do to hydrate the boundary: here, say that it did. */
const hydratedParts: string[] = [];
function Part({ name }: { name: string }) {
  useEffect(() => void hydratedParts.push(name), [name]);
  return <button type="button">{name}</button>;
}

const page = (
  <Suspense>
    <HydrationGate />
    <Part name="menu" />
  </Suspense>
);

/** Time passing on the page: fake timers, so the test takes no real time and is exact. */
const pause = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

let container: HTMLDivElement;
let root: Root | null = null;

beforeEach(() => {
  jest.useFakeTimers();
  hydratedParts.length = 0;
  delete document.documentElement.dataset.hydrated;
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  jest.useRealTimers();
});

test('with no press, a boundary hydrates as soon as React comes to it', async () => {
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  expect(hydratedParts).toEqual(['menu']);
});

test('a boundary React comes to while the visitor presses keeps its HTML until the presses pause', async () => {
  const html = container.innerHTML;
  window.dispatchEvent(new Event('pointerdown'));
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  expect(hydratedParts).toEqual([]);
  // Another press inside the pause keeps it waiting.
  await pause(100);
  window.dispatchEvent(new Event('keydown'));
  await pause(149);
  expect(hydratedParts).toEqual([]);
  expect(container.innerHTML).toBe(html);
  await pause(1);
  expect(hydratedParts).toEqual(['menu']);
  expect(container.innerHTML).toBe(html);
});

test('after the first hydration nothing waits: what a client-side navigation brings shows at once', async () => {
  document.documentElement.dataset.hydrated = 'true';
  window.dispatchEvent(new Event('click'));
  const fresh = document.createElement('div');
  container.replaceChildren(fresh);
  await act(async () => {
    root = createRoot(fresh);
    root.render(page);
  });
  expect(hydratedParts).toEqual(['menu']);
  expect(fresh.textContent).toBe('menu');
});
