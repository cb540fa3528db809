import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailChipsField, emailListError } from '../src/components/email-chips-field.tsx';

function Field({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return <EmailChipsField label="Contact to" value={value} onChange={setValue} helperText="Press Enter." />;
}

describe('the e-mail chips field (payment confirmations and their settings share it)', () => {
  afterEach(cleanup);

  it('makes chips on comma, space and leaving the field, without doubles', () => {
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Contact to' });
    fireEvent.change(input, { target: { value: 'ops@alpina-trading.ch,' } });
    fireEvent.change(input, { target: { value: 'ops@alpina-trading.ch ' } });
    fireEvent.change(input, { target: { value: 'acc@alpina-trading.ch' } });
    fireEvent.blur(input);
    expect(screen.getAllByRole('button', { name: /@alpina-trading\.ch$/ }).map((c) => c.textContent)).toEqual(
      ['ops@alpina-trading.ch', 'acc@alpina-trading.ch'],
    );
    expect(screen.getByText('Press Enter.')).toBeTruthy();
  });

  it('names the first chip that is not an address in place of the hint', () => {
    render(<Field initial={['ops@alpina-trading.ch', 'alpina trading']} />);
    expect(screen.getByText('"alpina trading" is not an e-mail address.')).toBeTruthy();
    expect(screen.queryByText('Press Enter.')).toBeNull();
  });

  it("reads the list's own message or the first address's from react-hook-form", () => {
    expect(emailListError({ type: 'too_small', message: 'Add at least one address.' })).toBe(
      'Add at least one address.',
    );
    expect(emailListError([undefined, { type: 'invalid', message: 'Not an address: x' }])).toBe(
      'Not an address: x',
    );
    expect(emailListError(undefined)).toBeUndefined();
  });
});
