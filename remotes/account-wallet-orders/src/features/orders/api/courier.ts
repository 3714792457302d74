import { useEffect, useRef, useState } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { getData, getRuntimeConfig, http } from '@market/http';
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

export interface CourierStreamDeps {
  /** A ticket for the order's stream (POST …/courier/ticket). */
  ticket(orderId: number): Promise<string>;
  /** The EventSource constructor (the browser's; tests pass a fake). */
  EventSource: new (url: string) => EventSource;
  url(orderId: number, ticket: string): string;
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
};

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
  let delay = COURIER_RETRY_MS;
  let stopped = false;

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
        es.close();
        on.live('ended');
      } else on.live('live');
    };
    es.onerror = () => {
      if (stopped || source !== es) return;
      on.live('down');
      // CONNECTING: the EventSource retries by itself; CLOSED: it gave up, so a new ticket.
      if (es.readyState === 2) {
        es.close();
        later();
      }
    };
  };

  on.live('connecting');
  void connect();
  return {
    retry() {
      if (stopped) return;
      clearTimeout(timer);
      source?.close();
      source = null;
      delay = COURIER_RETRY_MS;
      on.live('connecting');
      void connect();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
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
    const f = followCourier(orderId, {
      track: (t) => {
        setTrack(t);
        if (t.status === 'delivered') void client.invalidateQueries({ queryKey: orderKeys.one(orderId) });
      },
      live: setLive,
    });
    follower.current = f;
    return () => f.stop();
  }, [orderId, client]);
  return { track, live, retry: () => follower.current?.retry() };
}
