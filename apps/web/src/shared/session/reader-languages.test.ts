import { afterEach, describe, expect, it, vi } from 'vitest';
import { listLanguages, saveGuestLanguages } from './reader-languages';
import { sessionStore } from './session-store';

afterEach(() => sessionStore.clear());

describe("the languages a list sends (issue 21: the reader's first)", () => {
  it("sends a guest's page language: a Hindi reader's video list asks for Hindi first", () => {
    expect(listLanguages('hi')).toBe('hi');
  });

  it("keeps a guest's choice across a reload, in the order chosen", async () => {
    saveGuestLanguages(['ta', 'hi']);
    // A reload: the module starts again and reads what this browser kept.
    vi.resetModules();
    const reloaded = await import('./reader-languages');
    expect(reloaded.listLanguages('en')).toBe('ta,hi');
    expect(reloaded.guestLanguages()).toEqual(['ta', 'hi']);
  });

  it('renders the server’s page by its address, whatever the guest chose', () => {
    saveGuestLanguages(['ta']);
    expect(listLanguages('bn', true)).toBe('bn');
  });

  it('goes back to the page language when a guest clears the choice', () => {
    saveGuestLanguages(['ml']);
    saveGuestLanguages([]);
    expect(listLanguages('gu')).toBe('gu');
  });

  it("sends a signed-in person's saved languages, or the page's when they saved none", () => {
    saveGuestLanguages(['ml']);
    const user = { id: 1, username: 'meera', email: 'm@example.test', role: 'user' as const, creator_type: null };
    sessionStore.set({ accessToken: 'token', user: { ...user, content_languages: ['hi', 'mr'] } });
    expect(listLanguages('en')).toBe('hi,mr');
    sessionStore.set({ user: { ...user, content_languages: [] } });
    expect(listLanguages('te')).toBe('te');
  });
});
