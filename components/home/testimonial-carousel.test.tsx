import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestimonialCarousel } from './testimonial-carousel';
import { testimonialSlides } from '@/components/ui/testimonial-card';
import { testimonials } from '@/lib/content/testimonials';
import { cardTransform, centreIndex, STEP_DURATION_MS } from '@/lib/carousel';
import { loadAnimateMini } from '@/lib/motion';

// framer-motion's mini `animate` as the carousel receives it from lib/motion once the library has
// loaded; jsdom has no Web Animations, so the browser's side of it is proven in e2e/home.spec.ts.
const animate = jest.fn<{ state: string; stop: () => void }, [element: Element, keyframes: unknown, options: unknown]>(() => ({
  state: 'running',
  stop: jest.fn(),
}));
jest.mock('@/lib/motion', () => ({ loadAnimateMini: jest.fn() }));
let release: () => void = () => {};
let reduce = false;

beforeEach(() => {
  animate.mockClear();
  reduce = false;
  // The library arrives when the test says so, as it arrives some time after hydration in a browser.
  const arrived = new Promise<void>((resolve) => (release = resolve));
  jest.mocked(loadAnimateMini).mockImplementation(() => arrived.then(() => animate as unknown as Awaited<ReturnType<typeof loadAnimateMini>>));
  // jsdom lays nothing out: the carousel's width stays unknown, and then every card slides.
  window.ResizeObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

/** Render inside act so that every effect has run before the test looks. */
async function renderCarousel() {
  await act(async () => {
    render(<TestimonialCarousel slides={testimonialSlides(testimonials)} />);
  });
}

/** Let framer-motion arrive, and the carousel take it up. */
async function motionLoaded() {
  await act(async () => {
    release();
    await Promise.resolve();
  });
  expect(screen.getByTestId('testimonial-carousel')).toHaveAttribute('data-motion');
}

const card = (tempId: string) => screen.getByTestId('testimonial-carousel').querySelector<HTMLElement>(`[data-tempid="${tempId}"]`)!;

const centreId = () => screen.getByTestId('testimonial-carousel').querySelector('[data-position="0"]')?.getAttribute('data-tempid');
const idAt = (offset: number) => {
  const n = testimonials.length;
  return String(testimonials[(((centreIndex(n) + offset) % n) + n) % n]!.tempId);
};

describe('TestimonialCarousel', () => {
  it('rotates with the arrow keys when it has focus, and ignores other keys', async () => {
    await renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    expect(carousel).toHaveAttribute('tabindex', '0');
    expect(centreId()).toBe(idAt(0));
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(centreId()).toBe(idAt(1));
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(centreId()).toBe(idAt(-1));
    fireEvent.keyDown(carousel, { key: 'Enter' });
    fireEvent.keyDown(carousel, { key: 'ArrowUp' });
    expect(centreId()).toBe(idAt(-1));
  });

  it('has named previous and next buttons that wrap round', async () => {
    await renderCarousel();
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    for (let i = 0; i < testimonials.length; i++) fireEvent.click(next);
    expect(centreId()).toBe(idAt(0));
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(centreId()).toBe(idAt(-1));
  });

  it('announces the centre card and hides the side cards from assistive technology', async () => {
    await renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    const person = testimonials.find((t) => String(t.tempId) === idAt(1))!.by.name;
    expect(carousel.querySelector('[aria-live="polite"]')).toHaveTextContent(`Showing testimonial from ${person}`);
    const cards = carousel.querySelectorAll('[data-position]');
    const hidden = carousel.querySelectorAll('[data-position][aria-hidden="true"]');
    expect(hidden).toHaveLength(cards.length - 1);
    expect(carousel.querySelector('[data-position="0"]')).not.toHaveAttribute('aria-hidden');
  });

  it('moves every card with framer-motion once it has loaded, from its place to where React put it, without re-rendering a testimonial', async () => {
    await renderCarousel();
    const before = [...screen.getByTestId('testimonial-carousel').querySelectorAll('[data-tempid]')].map((el) => el.firstElementChild);
    await motionLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(animate).toHaveBeenCalledTimes(testimonials.length);
    // The card that was one to the right of the centre slides into it.
    const call = animate.mock.calls.find(([element]) => element === card(idAt(1)))!;
    expect(call[1]).toEqual({ transform: [cardTransform(1), cardTransform(0)] });
    expect(call[2]).toMatchObject({ duration: STEP_DURATION_MS / 1000 });
    // React rendered the new place; the animation covers it while it runs and ends on the same value.
    expect(card(idAt(1)).style.transform).toBe(cardTransform(0));
    expect(card(idAt(1))).toHaveAttribute('data-position', '0');
    expect(card(idAt(1))).toHaveAttribute('data-centre');
    expect(card(idAt(0))).not.toHaveAttribute('data-centre');
    // The cards' contents are the same nodes: React did not make them again.
    const after = [...screen.getByTestId('testimonial-carousel').querySelectorAll('[data-tempid]')].map((el) => el.firstElementChild);
    after.forEach((node, i) => expect(node).toBe(before[i]));
  });

  it('jumps under reduced motion: no animation, each card set straight to its new place', async () => {
    reduce = true;
    await renderCarousel();
    await motionLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(animate).not.toHaveBeenCalled();
    expect(card(idAt(-1)).style.transform).toBe(cardTransform(0));
    expect(card(idAt(0)).style.transform).toBe(cardTransform(1));
  });

  it('works before framer-motion has arrived: the step sets the places and the CSS transition slides them', async () => {
    await renderCarousel();
    expect(screen.getByTestId('testimonial-carousel')).not.toHaveAttribute('data-motion');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(animate).not.toHaveBeenCalled();
    expect(centreId()).toBe(idAt(1));
    expect(card(idAt(1)).style.transform).toBe(cardTransform(0));
  });
});
