import type { Translations } from '@sangam/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http-client';
import { activateLanguage, i18n } from '../../i18n/i18n';
import hi from '../../../locales/hi/common.json';
import { translationsFieldErrors } from './translation-errors';
import { TranslationsFieldset } from './translations-fieldset';
import { translationsValue, type TranslationsValue } from './translations-model';

afterEach(() => activateLanguage('en'));

const stored: Translations = {
  en: { name: 'Shri Unnikrishna Temple', timings: ['Morning'] },
  hi: { name: 'श्री उन्नीकृष्ण मंदिर', description: 'त्रिशूर का एक पुराना मंदिर।' },
};

/** The fieldset in a form of its own, as a temple's page holds it (the temple is written in Malayalam). */
function Form({ errors = {}, seen }: { errors?: Record<string, string>; seen?: (value: TranslationsValue) => void }) {
  const [value, setValue] = useState(() => translationsValue('temple', stored, 'ml'));
  seen?.(value);
  return (
    <form>
      <TranslationsFieldset
        kind="temple"
        own="ml"
        value={value}
        onChange={(update) => setValue((v) => update(v))}
        errors={errors}
      />
    </form>
  );
}

async function show(props: Parameters<typeof Form>[0] = {}, legend = 'In other languages') {
  await i18n.loadNamespaces('common');
  render(<Form {...props} />);
  return screen.getByRole('group', { name: legend });
}

const offered = (fieldset: HTMLElement) =>
  within(fieldset)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the fieldset for texts in other languages', () => {
  it("shows each stored language by its own name, with its fields in its script and the kind's limits", async () => {
    const fieldset = await show();
    const hindi = within(fieldset).getByRole('group', { name: 'हिन्दी' });
    const name = within(hindi).getByLabelText('Name');
    expect(name).toHaveProperty('value', 'श्री उन्नीकृष्ण मंदिर');
    expect(name.getAttribute('lang')).toBe('hi');
    expect(name.getAttribute('maxlength')).toBe('140');
    const description = within(hindi).getByLabelText('Description');
    expect(description.tagName).toBe('TEXTAREA');
    expect(description.getAttribute('maxlength')).toBe('4000');
    expect(within(hindi).getByLabelText('Town or city').tagName).toBe('INPUT');
    // Timings and aartis (lists matched one for one with the temple's) are not edited here.
    expect(within(hindi).queryByLabelText(/timings|aartis/i)).toBeNull();
  });

  it("offers the other languages by their own names, never the item's own or one already there", async () => {
    const fieldset = await show();
    expect(offered(fieldset)).toEqual(['Select', 'বাংলা', 'मराठी', 'తెలుగు', 'தமிழ்', 'ગુજરાતી', 'ಕನ್ನಡ', 'ଓଡ଼ିଆ']);
  });

  it('adds a language with empty fields and its first field focused, and removes one', async () => {
    let latest: TranslationsValue | undefined;
    const fieldset = await show({ seen: (value) => (latest = value) });
    const add = within(fieldset).getByRole('button', { name: 'Add' });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.change(within(fieldset).getByLabelText('Add a language'), { target: { value: 'ta' } });
    await act(async () => fireEvent.click(add));
    const tamil = within(fieldset).getByRole('group', { name: 'தமிழ்' });
    const name = within(tamil).getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'ஸ்ரீ உண்ணிகிருஷ்ணன் கோயில்' } });
    expect(latest!.entries.at(-1)).toMatchObject({ lang: 'ta', texts: { name: 'ஸ்ரீ உண்ணிகிருஷ்ணன் கோயில்' } });
    expect(offered(fieldset)).not.toContain('தமிழ்');

    await act(async () => fireEvent.click(within(tamil).getByRole('button', { name: 'Remove தமிழ்' })));
    expect(within(fieldset).queryByRole('group', { name: 'தமிழ்' })).toBeNull();
    expect(offered(fieldset)).toContain('தமிழ்');
    expect(document.activeElement).toBe(within(fieldset).getByLabelText('Add a language'));
  });

  it("shows the API's refusal at the field, in the person's language", async () => {
    await activateLanguage('hi');
    const refused = new ApiError(
      400,
      'invalid',
      'Invalid request body: translations.hi.name: Use at most 140 characters.',
      {
        'translations.hi.name': ['Use at most 140 characters.'],
        'translations.en': ['Translate only these fields: name, description, place, region, timings, aartis.'],
      },
    );
    const fieldset = await show({ errors: translationsFieldErrors(refused, 'temple') }, hi.translations.legend);
    const hindi = within(fieldset).getByRole('group', { name: 'हिन्दी' });
    const name = within(hindi).getByLabelText(hi.translations.fields.name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(hindi).getByText(hi.translations.too_long.replace('{{max}}', '140'))).toBeTruthy();
    const english = within(fieldset).getByRole('group', { name: 'English' });
    expect(within(english).getByText(hi.translations.refused)).toBeTruthy();
  });
});
