import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckboxField, TextAreaField, TextField } from './fields';

// React keeps what was typed into a server-rendered field before adoption, but not in its state:
// the form would show the text and send nothing (facebook/react#12955).

function Form() {
  const [name, setName] = useState('');
  const [about, setAbout] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <output>{JSON.stringify({ name, about, agreed })}</output>
      <TextField label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <TextAreaField label="About" name="about" value={about} onChange={(event) => setAbout(event.target.value)} />
      <CheckboxField label="I agree" checked={agreed} onChange={setAgreed} />
    </form>
  );
}

// hydrateRoot is called here directly, not through Testing Library, which would say so itself.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = '';
});

function serve() {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Form />);
  document.body.appendChild(root);
  return root;
}

/** The form's state, as it renders it. */
const stateIn = (root: HTMLElement): unknown => JSON.parse(root.querySelector('output')!.textContent);

describe('a field typed into before the app adopts the page', () => {
  it('hands what was typed and ticked to its state', async () => {
    const root = serve();
    root.querySelector<HTMLInputElement>('input[name=name]')!.value = 'Kāvya';
    root.querySelector<HTMLTextAreaElement>('textarea[name=about]')!.value = 'Om namah shivaya';
    root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;

    await act(async () => void hydrateRoot(root, <Form />));

    expect(stateIn(root)).toEqual({ name: 'Kāvya', about: 'Om namah shivaya', agreed: true });
    expect(root.querySelector<HTMLInputElement>('input[name=name]')!.value).toBe('Kāvya');
  });

  it('leaves an untouched field and its state as they were', async () => {
    const root = serve();
    await act(async () => void hydrateRoot(root, <Form />));
    expect(stateIn(root)).toEqual({ name: '', about: '', agreed: false });
  });
});
