import { describe, expect, it } from 'vitest';
import { bindFields } from './bind-fields';

/** A form's values held outside React: setValues applies the change as useState would. */
function heldForm<V extends object>(initial: V) {
  let values = initial;
  const setValues = (change: (old: V) => V) => {
    values = change(values);
  };
  return { setValues, values: () => values };
}

describe('fields bound to a form kept as one object of values', () => {
  it('gives an input its value and its message, and writes what is typed to its own field only', () => {
    const form = heldForm({ title: 'Yoga', place: 'Rishikesh', photos: '' });
    const bind = bindFields(form.values(), form.setValues, { place: 'Say where it is.' });
    const place = bind.text('place');
    expect(place.value).toBe('Rishikesh');
    expect(place.error).toBe('Say where it is.');
    expect(bind.text('title').error).toBeUndefined();
    place.onChange({ target: { value: 'Haridwar' } });
    expect(form.values()).toEqual({ title: 'Yoga', place: 'Haridwar', photos: '' });
  });

  it("reads the message under the API's name when it is another", () => {
    const form = heldForm({ price: '12.50' });
    const bind = bindFields(form.values(), form.setValues, { price_minor: 'Enter a price.', price: 'unused' });
    expect(bind.text('price', 'price_minor').error).toBe('Enter a price.');
  });

  it('keeps a picked choice when the empty first option is picked', () => {
    const form = heldForm({ currency: 'INR' });
    const currency = bindFields(form.values(), form.setValues, { currency: 'Pick one.' }).picked('currency');
    expect(currency).toMatchObject({ value: 'INR', error: 'Pick one.' });
    currency.onChange('');
    expect(form.values()).toEqual({ currency: 'INR' });
    currency.onChange('USD');
    expect(form.values()).toEqual({ currency: 'USD' });
  });

  it('lets a fieldset change its part with an update function, from the latest values', () => {
    const form = heldForm({ title: 'Yoga', photos: 'a.jpg' });
    const bind = bindFields(form.values(), form.setValues);
    const photos = bind.part('photos');
    expect(photos.value).toBe('a.jpg');
    form.setValues((v) => ({ ...v, title: 'Meditation' }));
    photos.onChange((old) => `${old}\nb.jpg`);
    expect(form.values()).toEqual({ title: 'Meditation', photos: 'a.jpg\nb.jpg' });
  });

  it('lets a fieldset change several fields at once and read any message', () => {
    const form = heldForm({ title: 'Yoga', summary: '', photos: '' });
    const bind = bindFields(form.values(), form.setValues, { 'itinerary.1.title': 'Name the day.' });
    expect(bind.values).toEqual({ title: 'Yoga', summary: '', photos: '' });
    bind.change({ title: 'Meditation', summary: 'Ten quiet days' });
    expect(form.values()).toEqual({ title: 'Meditation', summary: 'Ten quiet days', photos: '' });
    expect(bind.error('itinerary.1.title')).toBe('Name the day.');
  });
});
