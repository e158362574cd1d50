import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { PublishableCardFoot, PublishedBadge } from './publishable-card';

const retreat = { title: 'Rishikesh silence', published: true };
const idle = { busy: false, problem: null, toggle: () => Promise.resolve() };

function foot(publishing: Parameters<typeof PublishableCardFoot>[0]['publishing'], published = true) {
  render(
    <MemoryRouter>
      <ul>
        <li data-testid="card">
          <PublishableCardFoot
            ns="retreat-host"
            item={{ ...retreat, published }}
            publishing={publishing}
            problemId="retreat-4-problem"
            edit="/en/creator/retreats/4/edit"
            pages={{ packages: '/en/creator/retreats/4/packages', availability: undefined }}
            view="/en/retreats/rishikesh-silence"
          />
        </li>
      </ul>
    </MemoryRouter>,
  );
  return within(screen.getByTestId('card'));
}

beforeAll(() => i18n.loadNamespaces(['retreat-host', 'journey-organiser']));

describe("a publishable item's card", () => {
  it('links to its pages in order, each named with the item, and to its public page once published', () => {
    const card = foot(idle);
    const links = card.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['Edit Rishikesh silence', 'Edit', '/en/creator/retreats/4/edit'],
        ['Packages of Rishikesh silence', 'Packages', '/en/creator/retreats/4/packages'],
        [null, 'View as guests see it', '/en/retreats/rishikesh-silence'],
      ],
    );
    expect(card.getByRole('button', { name: 'Unpublish Rishikesh silence' }).textContent).toBe('Unpublish');
  });

  it('says why a publish was refused, with the page that fixes it, and points the button at it', () => {
    const problem = {
      text: 'Add a package first.',
      fix: { to: '/en/creator/retreats/4/packages', text: 'Add a package' },
    };
    const card = foot({ ...idle, problem }, false);
    const alert = card.getByRole('alert');
    expect(alert.id).toBe('retreat-4-problem');
    expect(alert.textContent).toBe('Add a package first. Add a package');
    expect(card.getByRole('button', { name: 'Publish Rishikesh silence' }).getAttribute('aria-describedby')).toBe(
      'retreat-4-problem',
    );
    expect(card.queryByText('View as guests see it')).toBeNull();
  });

  it('shows a draft as such, with a hint for screen readers', () => {
    render(<PublishedBadge ns="journey-organiser" published={false} />);
    expect(screen.getByText('(travellers cannot see it yet)').className).toBe('visually-hidden');
  });
});
