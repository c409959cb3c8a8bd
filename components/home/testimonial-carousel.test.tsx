import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestimonialCarousel } from './testimonial-carousel';
import { testimonials } from '@/content/testimonials';
import { centreIndex } from '@/lib/carousel';

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

/** Render inside act so that every effect has run before the test looks. */
async function renderCarousel() {
  await act(async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
  });
}

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
});
