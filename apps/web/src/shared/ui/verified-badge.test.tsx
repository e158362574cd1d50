import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifiedBadge } from './verified-badge';

describe('the Verified badge', () => {
  it('says Verified, with who verified as its accessible name', () => {
    render(<VerifiedBadge verified />);
    expect(screen.getByRole('img', { name: 'Verified by Sanatan Sangam' }).textContent).toContain('Verified');
  });

  it('renders nothing while the field is absent or false', () => {
    const { container } = render(
      <>
        <VerifiedBadge />
        <VerifiedBadge verified={false} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
