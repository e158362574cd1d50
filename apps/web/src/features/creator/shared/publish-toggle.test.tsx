import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePublishToggle } from './publish-toggle';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('publishing from a card', () => {
  it("is busy while sent, keeps the API's refusal as the problem, and clears it on the next try", async () => {
    let answer: { resolve: () => void; reject: (error: Error) => void } | null = null;
    const run = () =>
      new Promise<void>((resolve, reject) => {
        answer = { resolve, reject };
      });
    const { result } = renderHook(() => usePublishToggle(run, (error) => `problem: ${(error as Error).message}`), {
      wrapper,
    });
    expect(result.current).toMatchObject({ busy: false, problem: null });

    let toggled: Promise<void>;
    act(() => {
      toggled = result.current.toggle();
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    await act(async () => {
      answer!.reject(new Error('add a package first'));
      await toggled;
    });
    await waitFor(() => expect(result.current).toMatchObject({ busy: false, problem: 'problem: add a package first' }));

    act(() => {
      toggled = result.current.toggle();
    });
    await waitFor(() => expect(result.current).toMatchObject({ busy: true, problem: null }));
    await act(async () => {
      answer!.resolve();
      await toggled;
    });
    await waitFor(() => expect(result.current).toMatchObject({ busy: false, problem: null }));
  });
});
