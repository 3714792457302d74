import { useEffect, useRef, useState } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { getData, getRuntimeConfig, http } from '@market/http';
import { afterNextPaint } from '@market/ui';
import type { CourierTicket, CourierTrack, Envelope } from '@market/contract';
import { orderKeys } from './orders.ts';

/** The live channel: opening, receiving, down (the last position is shown as such), closed at delivery, or absent. */
export type CourierLive = 'connecting' | 'live' | 'down' | 'ended' | 'unavailable';

/** After the EventSource gives up (its ticket expired, the API restarted), a new ticket: 2 s doubling, capped at 30 s. */
export const COURIER_RETRY_MS = 2000;
export const COURIER_RETRY_MAX_MS = 30_000;

export const courierEndpoints = {
  ticket: (orderId: number) => `dashboard/user/orders/${orderId}/courier/ticket`,
  stream: (orderId: number) => `dashboard/user/orders/${orderId}/courier/stream`,
};

/**
 * The order's courier as it is now (GET …/courier): what the page shows in its first render, before its live channel
 * opens (the order page's prefetch asks it for an order on its way). The stream's events supersede it.
 */
export const courierTrackQuery = (orderId: number) =>
  queryOptions({
    queryKey: [`dashboard/user/orders/${orderId}/courier`],
    queryFn: () => getData<CourierTrack>(`dashboard/user/orders/${orderId}/courier`),
    staleTime: Infinity,
  });

/**
 * A moving courier's stream is silent for at most a step between positions; after twice a step and this margin with
 * no event the connection is taken as dropped (a network gone without the browser noticing: an EventSource may wait
 * minutes before it errs), marked so, and opened again.
 */
export const COURIER_SILENCE_MARGIN_MS = 5000;

export interface CourierStreamDeps {
  /** A ticket for the order's stream (POST …/courier/ticket). */
  ticket(orderId: number): Promise<string>;
  /** The EventSource constructor (the browser's; tests pass a fake). */
  EventSource: new (url: string) => EventSource;
  url(orderId: number, ticket: string): string;
  /** Tells of the browser's network going (false) and coming back (true); returns the unsubscribe. */
  network?(changed: (online: boolean) => void): () => void;
}

const browserDeps: CourierStreamDeps = {
  async ticket(orderId) {
    return (await http.post<Envelope<CourierTicket>>(courierEndpoints.ticket(orderId))).data.data.ticket;
  },
  EventSource: globalThis.EventSource,
  url(orderId, ticket) {
    const url = new URL(courierEndpoints.stream(orderId), new URL(getRuntimeConfig().apiBaseUrl, location.href));
    url.searchParams.set('ticket', ticket);
    url.searchParams.set('lang', i18next.language || 'en');
    return url.toString();
  },
  network(changed) {
    const offline = () => changed(false);
    const online = () => changed(true);
    addEventListener('offline', offline);
    addEventListener('online', online);
    return () => {
      removeEventListener('offline', offline);
      removeEventListener('online', online);
    };
  },
};

/** How long a moving courier's stream may stay silent before it is taken as dropped; null when it is not moving. */
export function silenceLimitMs(track: Pick<CourierTrack, 'status' | 'step' | 'steps' | 'eta_seconds'>): number | null {
  if (track.status !== 'on_the_way' || track.eta_seconds === null || track.steps <= track.step) return null;
  const stepMs = (track.eta_seconds * 1000) / (track.steps - track.step);
  return 2 * stepMs + COURIER_SILENCE_MARGIN_MS;
}

const statusOf = (e: unknown): number | undefined => (e as { response?: { status?: number } })?.response?.status;

/**
 * Follows an order's courier: a ticket, then an EventSource on the order's stream. Every event is the whole track;
 * the stream closes after delivery. When the connection drops, the EventSource retries by itself (the API asks for
 * 2 s); when it gives up, a new ticket is fetched with back-off; `retry()` reconnects at once. A backend without the
 * courier routes (404 on the ticket) is `unavailable`.
 */
export function followCourier(
  orderId: number,
  on: { track(track: CourierTrack): void; live(state: CourierLive): void },
  deps: CourierStreamDeps = browserDeps,
): { retry(): void; stop(): void } {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let delay = COURIER_RETRY_MS;
  let stopped = false;

  /** The stream taken as dropped (silent too long, or the network gone): down, the source closed. */
  const dropped = () => {
    clearTimeout(silence);
    source?.close();
    source = null;
    on.live('down');
  };
  /** After each event of a moving courier, the next is expected within the silence limit. */
  const expectNext = (track: CourierTrack) => {
    clearTimeout(silence);
    const limit = silenceLimitMs(track);
    if (limit === null) return;
    silence = setTimeout(() => {
      dropped();
      later();
    }, limit);
  };

  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, COURIER_RETRY_MAX_MS);
  };

  const connect = async () => {
    let ticket: string;
    try {
      ticket = await deps.ticket(orderId);
    } catch (e) {
      if (stopped) return;
      const status = statusOf(e);
      if (status === 404 || status === 401) {
        stopped = true;
        on.live('unavailable');
        return;
      }
      on.live('down');
      later();
      return;
    }
    if (stopped) return;
    const es = new deps.EventSource(deps.url(orderId, ticket));
    source = es;
    es.onopen = () => {
      delay = COURIER_RETRY_MS;
      on.live('live');
    };
    es.onmessage = (event: MessageEvent<string>) => {
      const track = JSON.parse(event.data) as CourierTrack;
      on.track(track);
      if (track.status === 'delivered') {
        stopped = true;
        clearTimeout(silence);
        unwatch();
        es.close();
        on.live('ended');
      } else {
        on.live('live');
        expectNext(track);
      }
    };
    es.onerror = () => {
      if (stopped || source !== es) return;
      clearTimeout(silence);
      on.live('down');
      // CONNECTING: the EventSource retries by itself; CLOSED: it gave up, so a new ticket.
      if (es.readyState === 2) {
        es.close();
        later();
      }
    };
  };

  const retry = () => {
    if (stopped) return;
    clearTimeout(timer);
    clearTimeout(silence);
    source?.close();
    source = null;
    delay = COURIER_RETRY_MS;
    on.live('connecting');
    void connect();
  };
  // The network gone: down at once (the last position kept), no retries meanwhile; back: connected again at once.
  const unwatch =
    deps.network?.((online) => {
      if (stopped) return;
      if (online) retry();
      else {
        clearTimeout(timer);
        dropped();
      }
    }) ?? (() => {});

  on.live('connecting');
  void connect();
  return {
    retry,
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(silence);
      unwatch();
      source?.close();
    },
  };
}

/** The order's courier, live while the page shows it; the order is read again once it is delivered. */
export function useCourierTrack(orderId: number): { track: CourierTrack | null; live: CourierLive; retry(): void } {
  const client = useQueryClient();
  const [track, setTrack] = useState<CourierTrack | null>(() => client.getQueryData(courierTrackQuery(orderId).queryKey) ?? null);
  const [live, setLive] = useState<CourierLive>('connecting');
  const follower = useRef<{ retry(): void; stop(): void } | null>(null);
  useEffect(() => {
    let f: { retry(): void; stop(): void } | null = null;
    // The channel opens after the frame that shows the page: its first paint has the track as it is now (preloaded
    // with the order), and the ticket's request, made in that paint's commit, was one more the paint waited behind.
    const cancel = afterNextPaint(() => {
      f = followCourier(orderId, {
        track: (t) => {
          setTrack(t);
          if (t.status === 'delivered') void client.invalidateQueries({ queryKey: orderKeys.one(orderId) });
        },
        live: setLive,
      });
      follower.current = f;
    });
    return () => {
      cancel();
      f?.stop();
    };
  }, [orderId, client]);
  return { track, live, retry: () => follower.current?.retry() };
}
