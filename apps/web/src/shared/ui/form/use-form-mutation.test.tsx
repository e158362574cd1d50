import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http-client';
import { useFormMutation } from './use-form-mutation';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

/** A call the test answers by hand, to look at the form while it is pending. */
function heldCall<Saved>() {
  let answer: { resolve: (saved: Saved) => void; reject: (error: Error) => void } | null = null;
  const call = vi.fn(
    (_body: { name: string }) =>
      new Promise<Saved>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  );
  return { call, answer: () => answer! };
}

describe('a form whose sending is a mutation', () => {
  it('is busy while pending, runs onSuccess, and answers what was saved', async () => {
    const held = heldCall<{ id: number }>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useFormMutation({ mutationFn: held.call, onSuccess }), { wrapper });
    expect(result.current).toMatchObject({ busy: false, formError: null, fieldErrors: {} });

    let submitted: Promise<{ id: number } | null>;
    act(() => {
      submitted = result.current.submit({ name: 'Gita' });
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(held.call).toHaveBeenCalledWith({ name: 'Gita' }, expect.anything());

    let saved: { id: number } | null = null;
    await act(async () => {
      held.answer().resolve({ id: 7 });
      saved = await submitted;
    });
    expect(saved).toEqual({ id: 7 });
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 }, { name: 'Gita' });
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it("puts the API's refusal on the fields, runs onError, and answers null", async () => {
    const held = heldCall<{ id: number }>();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = renderHook(() => useFormMutation({ mutationFn: held.call, onSuccess, onError }), {
      wrapper,
    });

    let submitted: Promise<{ id: number } | null>;
    act(() => {
      submitted = result.current.submit({ name: '' });
    });
    await waitFor(() => expect(held.call).toHaveBeenCalled());
    let saved: { id: number } | null | undefined;
    await act(async () => {
      held.answer().reject(new ApiError(400, 'invalid', 'Check the form.', { name: ['Give a name.', 'Other'] }));
      saved = await submitted;
    });
    expect(saved).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), { name: '' });
    await waitFor(() =>
      expect(result.current).toMatchObject({ busy: false, formError: null, fieldErrors: { name: 'Give a name.' } }),
    );
  });

  it('describes a refusal with the form’s describe, or the one given to that call', async () => {
    const refuse = () => Promise.reject(new Error('full'));
    const { result } = renderHook(
      () =>
        useFormMutation({
          mutationFn: refuse,
          describe: (error) => ({ form: `form: ${(error as Error).message}`, fields: {} }),
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.submit(undefined);
    });
    await waitFor(() => expect(result.current.formError).toBe('form: full'));

    await act(async () => {
      await result.current.submit(undefined, () => ({ form: null, fields: { 'row-2.name': 'That row is full.' } }));
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({ formError: null, fieldErrors: { 'row-2.name': 'That row is full.' } }),
    );
  });

  it('check() shows the problems found before sending, and clears the form error', async () => {
    const { result } = renderHook(
      () => useFormMutation({ mutationFn: () => Promise.reject(new ApiError(0, 'network', '')) }),
      { wrapper },
    );
    await act(async () => {
      await result.current.submit(undefined);
    });
    await waitFor(() => expect(result.current.formError).not.toBeNull());

    let ok = true;
    act(() => {
      ok = result.current.check({ title: 'Give a title.' });
    });
    expect(ok).toBe(false);
    expect(result.current).toMatchObject({ formError: null, fieldErrors: { title: 'Give a title.' } });

    act(() => {
      ok = result.current.check({});
    });
    expect(ok).toBe(true);
    expect(result.current.fieldErrors).toEqual({});
  });
});
