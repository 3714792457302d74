import { jest } from '@jest/globals';
import type { CourierTrack } from '@market/contract';
import { COURIER_RETRY_MS, COURIER_SILENCE_MARGIN_MS, followCourier, silenceLimitMs, type CourierLive, type CourierStreamDeps } from './courier.ts';

/** An EventSource the test drives: opens, sends, drops (still retrying by itself) or gives up. */
class FakeSource {
  static all: FakeSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  url: string;
  constructor(url: string) {
    this.url = url;
    FakeSource.all.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(track: Partial<CourierTrack>) {
    this.onmessage?.({ data: JSON.stringify(track) });
  }
  drop(gaveUp: boolean) {
    this.readyState = gaveUp ? 2 : 0;
    this.onerror?.();
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

const track = (status: CourierTrack['status'], step: number, eta_seconds: number | null = null): Partial<CourierTrack> => ({ order_id: 7, status, step, steps: 4, eta_seconds });

function follow(ticket: CourierStreamDeps['ticket'] = async () => `t${FakeSource.all.length}`) {
  const seen: { live: CourierLive[]; steps: number[] } = { live: [], steps: [] };
  const tickets = jest.fn(ticket);
  const network: { changed: ((online: boolean) => void) | null } = { changed: null };
  const f = followCourier(7, { track: (t) => seen.steps.push(t.step), live: (l) => seen.live.push(l) }, {
    ticket: tickets,
    EventSource: FakeSource as unknown as CourierStreamDeps['EventSource'],
    url: (id, t) => `/api/v1/dashboard/user/orders/${id}/courier/stream?ticket=${t}`,
    network: (changed) => {
      network.changed = changed;
      return () => (network.changed = null);
    },
  });
  return { f, seen, tickets, network };
}

/** Lets the awaited ticket and what follows it run (promise jobs only: the fake timers stay put). */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  FakeSource.all = [];
});
afterEach(() => jest.useRealTimers());

describe('followCourier', () => {
  it("opens the order's stream with a ticket, passes every track on, and closes after delivered", async () => {
    const { f, seen } = follow();
    await flush();
    const es = FakeSource.all[0]!;
    expect(es.url).toBe('/api/v1/dashboard/user/orders/7/courier/stream?ticket=t0');
    es.open();
    for (const s of [0, 1, 2]) es.send(track('on_the_way', s));
    es.send(track('delivered', 4));
    expect(seen.steps).toEqual([0, 1, 2, 4]);
    expect(es.closed).toBe(true);
    expect(seen.live.at(-1)).toBe('ended');
    f.retry();
    await flush();
    expect(FakeSource.all).toHaveLength(1);
  });

  it('a dropped connection is down (last position kept) while the EventSource retries by itself, live again when it reopens', async () => {
    const { seen, tickets } = follow();
    await flush();
    const es = FakeSource.all[0]!;
    es.open();
    es.send(track('on_the_way', 1));
    es.drop(false);
    expect(seen.live.at(-1)).toBe('down');
    es.open();
    es.send(track('on_the_way', 2));
    expect(seen.live.at(-1)).toBe('live');
    expect(tickets).toHaveBeenCalledTimes(1);
    expect(seen.steps).toEqual([1, 2]);
  });

  it('when the EventSource gives up, a new ticket after the retry delay; the retry button reconnects at once', async () => {
    jest.useFakeTimers();
    const { f, seen, tickets } = follow();
    await flush();
    FakeSource.all[0]!.drop(true);
    expect(seen.live.at(-1)).toBe('down');
    expect(FakeSource.all[0]!.closed).toBe(true);
    jest.advanceTimersByTime(COURIER_RETRY_MS - 1);
    await flush();
    expect(tickets).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(tickets).toHaveBeenCalledTimes(2);
    expect(FakeSource.all).toHaveLength(2);
    f.retry();
    await flush();
    expect(FakeSource.all[1]!.closed).toBe(true);
    expect(FakeSource.all).toHaveLength(3);
    expect(seen.live.at(-1)).toBe('connecting');
  });

  it('the network gone: down at once with the last position, no retries while it is gone; back: connected again at once', async () => {
    jest.useFakeTimers();
    const { f, seen, tickets, network } = follow();
    await flush();
    const es = FakeSource.all[0]!;
    es.open();
    es.send(track('on_the_way', 1, 6));
    network.changed!(false);
    expect(seen.live.at(-1)).toBe('down');
    expect(es.closed).toBe(true);
    jest.advanceTimersByTime(COURIER_RETRY_MS * 20);
    await flush();
    expect(tickets).toHaveBeenCalledTimes(1);
    network.changed!(true);
    await flush();
    expect(tickets).toHaveBeenCalledTimes(2);
    expect(FakeSource.all).toHaveLength(2);
    FakeSource.all[1]!.open();
    FakeSource.all[1]!.send(track('on_the_way', 2, 4));
    expect(seen.live.at(-1)).toBe('live');
    expect(seen.steps).toEqual([1, 2]);
    f.stop();
    expect(network.changed).toBeNull();
  });

  it("a moving courier's stream silent for two steps and the margin is taken as dropped: down, then a new ticket", async () => {
    jest.useFakeTimers();
    const { seen, tickets } = follow();
    await flush();
    const es = FakeSource.all[0]!;
    es.open();
    // 3 steps left in 6 s: 2 s a step, so silent for 2 × 2 s + the margin at most.
    es.send(track('on_the_way', 1, 6));
    const limit = 2 * 2000 + COURIER_SILENCE_MARGIN_MS;
    expect(silenceLimitMs({ status: 'on_the_way', step: 1, steps: 4, eta_seconds: 6 })).toBe(limit);
    jest.advanceTimersByTime(limit - 1);
    es.send(track('on_the_way', 2, 4));
    jest.advanceTimersByTime(limit - 1);
    expect(seen.live.at(-1)).toBe('live');
    jest.advanceTimersByTime(1);
    expect(seen.live.at(-1)).toBe('down');
    expect(es.closed).toBe(true);
    jest.advanceTimersByTime(COURIER_RETRY_MS);
    await flush();
    expect(tickets).toHaveBeenCalledTimes(2);
    expect(FakeSource.all).toHaveLength(2);
  });

  it('a courier not moving (preparing, arrived, or no arrival time) has no silence limit', () => {
    expect(silenceLimitMs({ status: 'preparing', step: 0, steps: 4, eta_seconds: 8 })).toBeNull();
    expect(silenceLimitMs({ status: 'on_the_way', step: 2, steps: 4, eta_seconds: null })).toBeNull();
    expect(silenceLimitMs({ status: 'on_the_way', step: 4, steps: 4, eta_seconds: 0 })).toBeNull();
    expect(silenceLimitMs({ status: 'delivered', step: 4, steps: 4, eta_seconds: null })).toBeNull();
  });

  it('a network failure on the ticket is down and tried again; a 404 (no courier here) is unavailable and stops', async () => {
    jest.useFakeTimers();
    let fail: number | null = 0;
    const { seen, tickets } = follow(async () => {
      if (fail !== null) throw Object.assign(new Error('offline'), fail ? { response: { status: fail } } : {});
      return 'ok';
    });
    await flush();
    expect(seen.live.at(-1)).toBe('down');
    fail = 404;
    jest.advanceTimersByTime(COURIER_RETRY_MS);
    await flush();
    expect(seen.live.at(-1)).toBe('unavailable');
    jest.advanceTimersByTime(COURIER_RETRY_MS * 4);
    await flush();
    expect(tickets).toHaveBeenCalledTimes(2);
    expect(FakeSource.all).toHaveLength(0);
  });
});
