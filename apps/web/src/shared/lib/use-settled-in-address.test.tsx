import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSettledInAddress } from './use-settled-in-address';

function List() {
  const [q, setQ] = useState('');
  useSettledInAddress({ q });
  const location = useLocation();
  return (
    <>
      <input aria-label="search" value={q} onChange={(event) => setQ(event.target.value)} />
      <p data-testid="address">{location.search}</p>
    </>
  );
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('search'), { target: { value: text } });

function open(address: string) {
  const loader = vi.fn(() => null);
  const router = createMemoryRouter([{ path: '/list', loader, element: <List /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return { router, loader };
}

describe('useSettledInAddress', () => {
  it('leaves an address that already says so: nothing navigates and the loader runs once', async () => {
    const { router, loader } = open('/list?type=yoga');
    expect((await screen.findByTestId('address')).textContent).toBe('?type=yoga');
    await act(async () => {});
    expect(loader).toHaveBeenCalledTimes(1);
    expect(router.state.historyAction).toBe('POP');
  });

  it('puts a settled text in, keeping the other filters, by replacing the entry; an empty text leaves', async () => {
    const { router } = open('/list?type=yoga');
    await screen.findByTestId('address');
    type('rishikesh');
    expect(await screen.findByText('?type=yoga&q=rishikesh')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    type('');
    expect(await screen.findByText('?type=yoga')).toBeTruthy();
  });
});
