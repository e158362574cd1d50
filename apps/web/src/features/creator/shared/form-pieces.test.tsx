import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyField } from './currency-field';
import { RadioChoices } from './radio-choices';

afterEach(cleanup);

describe('the currency of a form', () => {
  it("offers the form's currencies, the item's own first when it is another, and hands on what was picked", () => {
    const onChange = vi.fn();
    render(<CurrencyField label="Currency" offered={['INR', 'USD']} language="en" value="NPR" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    const values = [...select.querySelectorAll('option')].map((option) => option.getAttribute('value'));
    expect(values).toEqual(['', 'NPR', 'INR', 'USD']);
    expect(screen.getByRole('option', { name: /US dollar/i })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'USD' } });
    expect(onChange).toHaveBeenCalledWith('USD');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('radio choices', () => {
  it('are a group named for the question, the chosen one checked, a click handing on the choice', () => {
    const onChange = vi.fn();
    render(
      <RadioChoices
        name="format"
        label="How it meets"
        options={[
          { value: 'online', label: 'Online' },
          { value: 'in_person', label: 'In person' },
        ]}
        value="online"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'How it meets' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Online' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'In person' }));
    expect(onChange).toHaveBeenCalledWith('in_person');
  });
});
