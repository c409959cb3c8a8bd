import { render, screen } from '@testing-library/react';
import { ScheduledNote } from './scheduled-note';

test('a scheduled post\'s preview says when it goes live, as a note with a machine-readable time', () => {
  render(<ScheduledNote published="2027-03-01T09:00:00Z" />);
  const note = screen.getByRole('note');
  expect(note).toHaveTextContent('Scheduled for March 1, 2027, 09:00 UTC: this preview shows the post before it goes live.');
  expect(note.querySelector('time')).toHaveAttribute('dateTime', '2027-03-01T09:00:00Z');
});
