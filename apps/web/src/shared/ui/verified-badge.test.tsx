import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifiedBadge } from './verified-badge';

describe('the Verified badge', () => {
  it('says Verified, with who verified as its accessible name, when the shape says so', () => {
    render(<VerifiedBadge of={{ display_name: 'Acharya Ravi', verified: true }} />);
    expect(screen.getByRole('img', { name: 'Verified by Sanatan Sangam' }).textContent).toContain('Verified');
  });

  it('renders nothing while the field is absent or false', () => {
    const { container } = render(
      <>
        <VerifiedBadge of={{ display_name: 'Acharya Ravi' }} />
        <VerifiedBadge of={{ display_name: 'Acharya Ravi', verified: false }} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
