import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown';

const OPTIONS = [
  { value: 'japa', label: 'Japa' },
  { value: 'dhyana', label: 'Dhyana' },
  { value: 'path', label: 'Path' },
  { value: 'puja', label: 'Puja' },
];

function Harness({
  initial = null,
  onChange = () => {},
}: {
  initial?: string | null;
  onChange?: (v: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div>
      <Dropdown
        label="Practice"
        options={OPTIONS}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <button type="button">Elsewhere</button>
    </div>
  );
}

afterEach(() => vi.useRealTimers());

describe('Dropdown', () => {
  it('shows the placeholder "Select" until a value is chosen', () => {
    render(<Harness />);
    expect(screen.getByRole('combobox', { name: 'Practice' }).textContent).toContain('Select');
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  });

  it('opens on click, closes on a choice and shows the choice', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox');
    fireEvent.click(combo);
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Path' }));
    expect(onChange).toHaveBeenCalledWith('path');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(combo.textContent).toContain('Path');
  });

  it('is operable from the keyboard', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox');
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    const active = combo.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toBe('Dhyana');
    fireEvent.keyDown(combo, { key: 'End' });
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('puja');
    fireEvent.keyDown(combo, { key: ' ' });
    fireEvent.keyDown(combo, { key: 'Escape' });
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    // Typing a letter jumps to the option that starts with it.
    fireEvent.keyDown(combo, { key: 'd' });
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('dhyana');
  });

  it('clears the value with its clear control', () => {
    const onChange = vi.fn();
    render(<Harness initial="japa" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('combobox').textContent).toContain('Select');
  });

  it('closes on an outside click', () => {
    render(<Harness />);
    const combo = screen.getByRole('combobox');
    fireEvent.click(combo);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(combo.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes 150 ms after focus leaves it, not before', () => {
    vi.useFakeTimers();
    render(<Harness />);
    const combo = screen.getByRole('combobox');
    fireEvent.click(combo);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.blur(combo, { relatedTarget: elsewhere });
    act(() => vi.advanceTimersByTime(149));
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(combo.getAttribute('aria-expanded')).toBe('false');
  });
});
