import { jest } from '@jest/globals';
import { whenIdle } from '@market/ui';
import { MOVE_HOLD_MAX_MS, moveShown, moveStarted } from './move-ahead.ts';
import { preparingModule } from './prepare-page.ts';

const fetchMock = jest.fn(() => new Promise<Response>(() => {}));

beforeEach(() => {
  jest.useFakeTimers();
  window.__marketEarly = {};
  Object.assign(globalThis, { fetch: fetchMock });
  fetchMock.mockClear();
});
afterEach(() => {
  // Whatever a test left held is released.
  moveStarted('/no-such-page');
  jest.advanceTimersByTime(MOVE_HOLD_MAX_MS);
  jest.useRealTimers();
});

describe('a move to a page within the app', () => {
  it('asks the page’s first calls and its code after the frame that shows the tap, not in the tap’s task', () => {
    moveStarted('/shop/7');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preparingModule('catalogue-search', './shop-page')).toBeUndefined();
    jest.advanceTimersByTime(100);
    const asked = Object.keys(window.__marketEarly!);
    expect(asked).toEqual(expect.arrayContaining([expect.stringContaining('rest/shops/7/products?lang=en'), expect.stringContaining('rest/shops/7/reviews?page=1&perPage=5&lang=en')]));
    expect(preparingModule('catalogue-search', './shop-page')).toBeDefined();
  });

  it('holds the idle work until the new page has been shown and painted', () => {
    const task = jest.fn();
    moveStarted('/shop/7');
    whenIdle(task);
    jest.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
    moveShown();
    jest.advanceTimersByTime(100);
    // Released: the task waits for an idle moment again (a timer of 200 ms without idle callbacks).
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a page that never shows holds it no longer than MOVE_HOLD_MAX_MS', () => {
    const task = jest.fn();
    moveStarted('/no-such-page');
    whenIdle(task);
    jest.advanceTimersByTime(MOVE_HOLD_MAX_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(201);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a page shown once another move has started does not end the new move’s hold', () => {
    const task = jest.fn();
    moveStarted('/shop/7');
    moveShown();
    moveStarted('/shop/8');
    whenIdle(task);
    jest.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
  });
});
