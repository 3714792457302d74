import { jest } from '@jest/globals';
import type { ChangeEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useDebouncedCallback, useDebouncedSearch } from './use-debounced.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const render = (callback: (text: string) => void, ms = 400) =>
  renderHook(({ fn, delay }) => useDebouncedCallback(fn, delay), { initialProps: { fn: callback, delay: ms } });

describe('useDebouncedCallback', () => {
  it('runs once calls pause for the delay, with the last arguments', () => {
    const seen: string[] = [];
    const { result } = render((text) => seen.push(text));
    act(() => result.current('p'));
    act(() => jest.advanceTimersByTime(399));
    act(() => result.current('pi'));
    act(() => jest.advanceTimersByTime(399));
    expect(seen).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(seen).toEqual(['pi']);
    act(() => jest.advanceTimersByTime(1000));
    expect(seen).toEqual(['pi']);
  });

  it('is the same function from render to render, and runs the latest callback', () => {
    const first: string[] = [];
    const second: string[] = [];
    const { result, rerender } = render((text) => first.push(text));
    const debounced = result.current;
    act(() => debounced('a'));
    rerender({ fn: (text: string) => second.push(text), delay: 400 });
    expect(result.current).toBe(debounced);
    act(() => jest.advanceTimersByTime(400));
    expect(first).toEqual([]);
    expect(second).toEqual(['a']);
  });

  it('drops the waiting call on cancel and on unmount', () => {
    const seen: string[] = [];
    const { result, unmount } = render((text) => seen.push(text));
    act(() => result.current('a'));
    act(() => result.current.cancel());
    act(() => jest.advanceTimersByTime(1000));
    expect(seen).toEqual([]);
    act(() => result.current('b'));
    unmount();
    act(() => jest.advanceTimersByTime(1000));
    expect(seen).toEqual([]);
  });

  it('waits the new delay when it changes', () => {
    const seen: string[] = [];
    const { result, rerender } = render((text) => seen.push(text), 100);
    rerender({ fn: (text: string) => seen.push(text), delay: 300 });
    act(() => result.current('a'));
    act(() => jest.advanceTimersByTime(299));
    expect(seen).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(seen).toEqual(['a']);
  });

  it('searches 400 ms after typing pauses', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(400);
  });
});

describe('useDebouncedSearch', () => {
  const type = (props: { onChange: (e: ChangeEvent<HTMLInputElement>) => void }, value: string) =>
    act(() => props.onChange({ target: { value } } as ChangeEvent<HTMLInputElement>));

  it('shows the text at once and searches it, trimmed, once typing pauses', () => {
    const { result } = renderHook(() => useDebouncedSearch());
    type(result.current.inputProps, ' piz');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    type(result.current.inputProps, ' pizza ');
    expect(result.current.inputProps.value).toBe(' pizza ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.search).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.search).toBe('pizza');
  });

  it('searches at once on Enter, and drops the waiting search', () => {
    const { result } = renderHook(() => useDebouncedSearch());
    type(result.current.inputProps, 'sus');
    act(() => result.current.inputProps.onSearch(' sushi '));
    expect(result.current.search).toBe('sushi');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toBe('sushi');
  });
});
