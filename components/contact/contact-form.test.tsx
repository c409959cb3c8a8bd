import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContactForm } from './contact-form';
import { DRAFT_KEY } from '@/lib/contact';
import { QUOTE_LIMITS } from '@/lib/quote-schema';

/** The form's own behaviour in isolation; sending to the real endpoint is covered by e2e/quote.spec.ts. */
describe('ContactForm', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is a real form: it posts multipart data to the quote endpoint without any script', () => {
    const { container } = render(<ContactForm email="info@example.com" filesNote="Files note." />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe('/api/quote');
    expect(screen.getByLabelText('Attach drawings or models')).toHaveAttribute('name', 'files');
    // The accept list is the schema's, the one the endpoint checks (QUOTE_LIMITS.extensions).
    expect(screen.getByLabelText('Attach drawings or models')).toHaveAttribute('accept', QUOTE_LIMITS.extensions.map((e) => `.${e}`).join(','));
    expect(screen.getByText('Files note.')).toBeInTheDocument();
  });

  it('restores a saved draft into the empty fields', () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ email: 'draft@example.org', message: 'Old notes' }));
    render(<ContactForm email="info@example.com" filesNote="Files note." />);
    expect(screen.getByLabelText(/^Email Address/)).toHaveValue('draft@example.org');
    expect(screen.getByLabelText(/^Project Details/)).toHaveValue('Old notes');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
  });

  it('keeps the text draft as the visitor types and tells the scheduler who they are', () => {
    const identity = jest.fn();
    render(<ContactForm email="info@example.com" filesNote="Files note." onIdentityChange={identity} />);
    fireEvent.input(screen.getByLabelText(/^Full Name/), { target: { value: 'Ada Lovelace' } });
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ name: 'Ada Lovelace' });
    expect(identity).toHaveBeenLastCalledWith('Ada Lovelace', '');
  });

  it('shows the schema\'s message beside a field the browser let through, marks it invalid and focuses it', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    render(<ContactForm email="info@example.com" filesNote="Files note." />);
    fireEvent.input(screen.getByLabelText(/^Full Name/), { target: { value: 'Ada' } });
    fireEvent.input(screen.getByLabelText(/^Email Address/), { target: { value: 'ada@engine' } });
    fireEvent.input(screen.getByLabelText(/^Project Details/), { target: { value: 'A takeoff' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!);
    const email = screen.getByLabelText(/^Email Address/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter an email address such as name@company.com.');
    expect(email).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Some of the details need another look.');
  });
});
