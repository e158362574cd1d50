import {
  type ChangeEvent,
  type ChangeEventHandler,
  type Ref,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';

type Typable = HTMLInputElement | HTMLTextAreaElement;

/**
 * A field of a page the server rendered (decision 017) may be typed into before the app adopts the
 * page. React keeps that text in the field but not in the state that owns it (facebook/react#12955;
 * the fix, #33129, sits behind a flag our React leaves off), so the form would show the text and
 * send an empty value: "required" under what the person wrote. Once, as the field is adopted, its
 * text is handed to its onChange. In a page the browser rendered the two always agree, and nothing
 * happens. Returns the ref to put on the element; `outer` (the caller's ref) gets the element too.
 */
export function useTypedBeforeAdoption<E extends Typable>(
  value: unknown,
  onChange: ChangeEventHandler<E> | undefined,
  outer?: Ref<E>,
) {
  const ref = useRef<E>(null);
  useImperativeHandle(outer, () => ref.current as E, []);
  // Read only on adoption: later renders are React's own and always agree with the field.
  const first = useRef({ value, onChange });
  useLayoutEffect(() => {
    const field = ref.current;
    const { value: held, onChange: hand } = first.current;
    if (!field || !hand || held === undefined || field.value === String(held)) return;
    hand({ target: field, currentTarget: field } as ChangeEvent<E>);
  }, []);
  return ref;
}

/** The same for a checkbox, whose state is its tick. */
export function useTickedBeforeAdoption(checked: boolean, onChange: (checked: boolean) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const first = useRef({ checked, onChange });
  useLayoutEffect(() => {
    const box = ref.current;
    if (box && box.checked !== first.current.checked) first.current.onChange(box.checked);
  }, []);
  return ref;
}
