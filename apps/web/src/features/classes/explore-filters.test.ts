import { describe, expect, it } from 'vitest';
import { readExploreFilters } from './explore-filters';

describe('the filters of classes/explore read from its address', () => {
  it('keep the values the API accepts', () => {
    const params = new URLSearchParams(
      'category=yoga&language=hi&level=beginner&format=online&age=9&price=free&day=6&time=evening',
    );
    expect(readExploreFilters(params)).toEqual({
      category: 'yoga',
      language: 'hi',
      level: 'beginner',
      format: 'online',
      age: '9',
      price: 'free',
      day: '6',
      time: 'evening',
    });
    expect(readExploreFilters(new URLSearchParams('price=150000&currency=INR&day=0'))).toEqual({
      price: '150000',
      currency: 'INR',
      day: '0',
    });
  });

  it('leave out a value it would refuse, and names that are no filter', () => {
    const params = new URLSearchParams('day=sat&time=night&age=0&price=-5&category=cooking&language=xx&q=gita&page=3');
    expect(readExploreFilters(params)).toEqual({});
    expect(readExploreFilters(new URLSearchParams('day=9&level=beginner'))).toEqual({ level: 'beginner' });
    // A highest price without its currency compares nothing: an older link's price is left out.
    expect(readExploreFilters(new URLSearchParams('price=50000&level=beginner'))).toEqual({ level: 'beginner' });
    expect(readExploreFilters(new URLSearchParams('price=50000&currency=inr'))).toEqual({});
  });
});
