import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';

/** How long typing must pause before a search runs. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface Debounced<A extends unknown[]> {
  /** Runs the callback with these arguments once calls have paused for the delay; a later call replaces them. */
  (...args: A): void;
  /** Drops the waiting call (e.g. when the same thing is done at once instead). */
  cancel(): void;
}

/**
 * `callback`, run only once calls to it have paused for `ms`, with the last call's arguments (and the callback of the
 * latest render). The function is the same from render to render; the waiting call is dropped on unmount.
 * A debounced value: `const setLater = useDebouncedCallback(setValue, ms)`, called from the handler or an effect.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, ms: number): Debounced<A> {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => clearTimeout(timer);
    const call = (...args: A) => {
      cancel();
      timer = setTimeout(() => latest.current(...args), ms);
    };
    return Object.assign(call, { cancel });
  }, [ms]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}

/**
 * A search box's text and the search it asks for (trimmed): typing searches once it pauses for
 * {@link SEARCH_DEBOUNCE_MS}, Enter at once. Spread `inputProps` on an `Input.Search`.
 */
export function useDebouncedSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const searchLater = useDebouncedCallback(setSearch, SEARCH_DEBOUNCE_MS);
  const inputProps = {
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setText(e.target.value);
      searchLater(e.target.value.trim());
    },
    onSearch: (value: string) => {
      searchLater.cancel();
      setSearch(value.trim());
    },
  };
  return { search, inputProps };
}
