import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateRangeFilter } from '../src/features/bookings/booking-list/date-range-filter.tsx';

describe('the date range button of Archived and History', () => {
  // WCAG 2.5.3 label in name (axe label-content-name-mismatch): an aria-label 'Created: Any date' over the text
  // 'Created:' + 'Any date' (the space a margin) read differently from what it showed; the text itself names it.
  it('is named by the text it shows, with the space a character', () => {
    render(<DateRangeFilter from={null} to={null} onChange={() => undefined} />);
    const button = screen.getByRole('button', { name: /^Created:\s?Any date$/ });
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(button.textContent!.replace(/\s+/g, ' ').trim()).toBe('Created: Any date');
  });
});
