/**
 * The simulated courier of a delivery order: when the order leaves the shop (on_a_way), the courier is at the shop;
 * every tick of the kitchen clock moves it one position along the streets to the delivery point, each position
 * nearer the point than the last and never past it; at the last position the order is delivered and the courier
 * stays there. Listeners of an order (its live stream) get the whole track on every change.
 */
import type { CourierStatus, CourierTrack, GeoLineString, OrderStatus } from '@market/contract';
import type { Ctx } from '../context.ts';
import { distanceKm, type Point } from '../lib/geo.ts';
import { notFound } from '../lib/errors.ts';
import { Listeners } from '../lib/listeners.ts';
import { gridFor, streetRoute } from './geo.ts';

/** About one position per 300 m of route, at least 4 and at most 10. */
export const STEP_KM = 0.3;
export const MIN_STEPS = 4;
export const MAX_STEPS = 10;

interface OrderRow {
  id: number; user_id: number; status: OrderStatus; delivery_type: string; latitude: number | null; longitude: number | null;
  simulated: number; updated_at: string; shop_latitude: number; shop_longitude: number;
  step: number | null; steps: number | null; track_updated_at: string | null;
}

const toPoint = ([lng, lat]: readonly number[]): Point => [lat!, lng!];

/** The route's length in km. */
export function routeKm(route: GeoLineString): number {
  let km = 0;
  for (let i = 1; i < route.coordinates.length; i++) km += distanceKm(toPoint(route.coordinates[i - 1]!), toPoint(route.coordinates[i]!));
  return km;
}

/** How many ticks the courier takes over a route. */
export function stepsFor(route: GeoLineString): number {
  return Math.min(MAX_STEPS, Math.max(MIN_STEPS, Math.ceil(routeKm(route) / STEP_KM)));
}

/**
 * The courier's point after `step` of `steps` ticks: `step/steps` of the way along the route (the last point itself
 * from the last step on, so never past it; the first before any step).
 */
export function positionAt(route: GeoLineString, steps: number, step: number): Point {
  const pts = route.coordinates.map(toPoint);
  if (step >= steps) return pts.at(-1)!;
  if (step <= 0) return pts[0]!;
  let left = (routeKm(route) * step) / steps;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!, b = pts[i]!;
    const leg = distanceKm(a, b);
    if (left <= leg && leg > 0) {
      const t = left / leg;
      return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    }
    left -= leg;
  }
  return pts.at(-1)!;
}

const latLng = (p: Point) => ({ latitude: p[0], longitude: p[1] });

export class Courier {
  ctx: Ctx;
  private listeners = new Listeners<number, CourierTrack>();

  constructor(ctx: Ctx) {
    this.ctx = ctx;
  }

  private row(orderId: number): OrderRow | undefined {
    return this.ctx.db.get<OrderRow>(
      `SELECT o.id, o.user_id, o.status, o.delivery_type, o.latitude, o.longitude, o.simulated, o.updated_at,
         s.latitude AS shop_latitude, s.longitude AS shop_longitude, t.step, t.steps, t.updated_at AS track_updated_at
       FROM orders o JOIN shops s ON s.id = o.shop_id LEFT JOIN courier_tracks t ON t.order_id = o.id WHERE o.id = ?`,
      [orderId],
    );
  }

  /** Whether an order has a courier to show: a delivery with a point, not canceled. */
  private delivers(o: OrderRow | undefined): o is OrderRow & { latitude: number; longitude: number } {
    return !!o && o.delivery_type === 'delivery' && o.latitude !== null && o.longitude !== null && o.status !== 'canceled';
  }

  private route(o: OrderRow & { latitude: number; longitude: number }): GeoLineString {
    const shop: Point = [o.shop_latitude, o.shop_longitude];
    return streetRoute(gridFor(this.ctx, shop), shop, [o.latitude, o.longitude]);
  }

  private present(o: OrderRow & { latitude: number; longitude: number }): CourierTrack {
    const route = this.route(o);
    const steps = o.steps ?? stepsFor(route);
    const status: CourierStatus = o.status === 'delivered' ? 'delivered' : o.status === 'on_a_way' ? 'on_the_way' : 'preparing';
    // An order on its way without a track (the seed's, not moved by the clock) shows its courier halfway.
    const step = status === 'delivered' ? steps : status === 'on_the_way' ? (o.step ?? Math.floor(steps / 2)) : 0;
    const tickMs = this.ctx.options.kitchenStepMs;
    const moving = status === 'on_the_way' && o.simulated === 1 && tickMs > 0;
    return {
      order_id: o.id, status, shop: latLng([o.shop_latitude, o.shop_longitude]), destination: latLng([o.latitude, o.longitude]), route,
      position: status === 'preparing' ? null : latLng(positionAt(route, steps, step)), step, steps,
      eta_seconds: moving ? Math.ceil(((steps - step) * tickMs) / 1000) : null,
      updated_at: o.track_updated_at && o.track_updated_at > o.updated_at ? o.track_updated_at : o.updated_at,
    };
  }

  /** The order's track for its owner; 404 for anyone else, an unknown order, a pickup or a canceled order. */
  track(userId: number, orderId: number): CourierTrack {
    const o = this.row(orderId);
    if (!this.delivers(o) || o.user_id !== userId) throw notFound();
    return this.present(o);
  }

  /** The order left the shop: its courier starts at the shop. */
  depart(orderId: number): void {
    const o = this.row(orderId);
    if (!this.delivers(o)) return;
    const at = this.ctx.now().toISOString();
    this.ctx.db.run('INSERT OR REPLACE INTO courier_tracks (order_id, step, steps, updated_at) VALUES (?, 0, ?, ?)', [orderId, stepsFor(this.route(o)), at]);
  }

  /**
   * One tick for an order on its way: the courier moves one position on. 'moved' while it has not arrived, 'arrived'
   * at the last position (the kitchen then delivers the order), null when the order has no courier track.
   */
  move(orderId: number): 'moved' | 'arrived' | null {
    const t = this.ctx.db.get<{ step: number; steps: number }>('SELECT step, steps FROM courier_tracks WHERE order_id = ?', [orderId]);
    if (!t) return null;
    const step = Math.min(t.step + 1, t.steps);
    this.ctx.db.run('UPDATE courier_tracks SET step = ?, updated_at = ? WHERE order_id = ?', [step, this.ctx.now().toISOString(), orderId]);
    return step >= t.steps ? 'arrived' : 'moved';
  }

  subscribe(orderId: number, listener: (track: CourierTrack) => void): () => void {
    return this.listeners.add(orderId, listener);
  }

  /** Sends the order's track to its listeners. */
  publish(orderId: number): void {
    this.listeners.send(orderId, () => {
      const o = this.row(orderId);
      return this.delivers(o) ? this.present(o) : undefined;
    });
  }

  close(): void {
    this.listeners.clear();
  }
}
