import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReaderLanguagesChoice } from './reader-languages-choice';

describe('My languages', () => {
  it('names each language in its own script and saves the ticked ones in the order ticked', async () => {
    const onSave = vi.fn();
    render(<ReaderLanguagesChoice initial={['en']} onSave={onSave} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.getByRole('checkbox', { name: /English/ })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('checkbox', { name: /தமிழ்/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /हिन्दी/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /English/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my languages' }));

    expect(await screen.findByText('Saved. Lists now show your languages first.')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith(['ta', 'hi']);
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });
});
