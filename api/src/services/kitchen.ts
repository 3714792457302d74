/**
 * The simulated kitchen and courier: every step moves each active order (placed through the API, paid or cash)
 * one status on, new → accepted → ready → on_a_way → delivered, parcels likewise, and notifies the customer. A
 * delivery on its way stays on its way while its courier drives (one position per step, ./courier.ts) and is
 * delivered when the courier arrives. Off in tests (kitchenStepMs 0): call step() or advance(id) to move deterministically.
 */
import type { OrderStatus } from '@market/contract';
import type { Ctx } from '../context.ts';
import { notify, statusMessage } from './notify.ts';
import { awaitingPayment } from './orders.ts';
import type { Courier } from './courier.ts';

export const ORDER_FLOW: OrderStatus[] = ['new', 'accepted', 'ready', 'on_a_way', 'delivered'];

export class Kitchen {
  ctx: Ctx;
  courier: Courier;
  private timer: NodeJS.Timeout | null = null;

  constructor(ctx: Ctx, courier: Courier) {
    this.ctx = ctx;
    this.courier = courier;
  }

  start(ms: number): void {
    this.stop();
    this.timer = setInterval(() => {
      try {
        this.step();
      } catch {
        // A failed step (a closing database) is retried on the next tick.
      }
    }, ms);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Moves every active simulated order and parcel one status on; returns how many moved. */
  step(): number {
    const { db } = this.ctx;
    const orders = db.all<{ id: number; status: OrderStatus }>("SELECT id, status FROM orders WHERE simulated = 1 AND status IN ('new', 'accepted', 'ready', 'on_a_way') ORDER BY id");
    const parcels = db.all<{ id: number }>("SELECT id FROM parcel_orders WHERE simulated = 1 AND status IN ('new', 'accepted', 'ready', 'on_a_way') ORDER BY id");
    let moved = 0;
    for (const o of orders) {
      // On its way: the courier moves one position; the order is delivered once it has arrived.
      if (o.status === 'on_a_way' && this.courier.move(o.id) === 'moved') {
        this.courier.publish(o.id);
        moved++;
      } else if (this.advance(o.id)) moved++;
    }
    for (const p of parcels) if (this.advanceParcel(p.id)) moved++;
    return moved;
  }

  /** Moves one order one status on (if it is active and not waiting for its payment); returns the new status. */
  advance(orderId: number): OrderStatus | null {
    const { db } = this.ctx;
    const order = db.get<{ id: number; user_id: number; status: OrderStatus; shop_id: number }>('SELECT * FROM orders WHERE id = ?', [orderId]);
    if (!order || awaitingPayment(this.ctx, 'order', order.id)) return null;
    const i = ORDER_FLOW.indexOf(order.status);
    if (i < 0 || i === ORDER_FLOW.length - 1) return null;
    const next = ORDER_FLOW[i + 1]!;
    const now = this.ctx.now().toISOString();
    db.tx(() => {
      db.run('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?', [next, now, order.id]);
      if (next === 'on_a_way') db.run('UPDATE orders SET deliveryman_id = ? WHERE id = ?', [3 + (order.id % 3), order.id]);
      if (next === 'delivered') {
        db.run('UPDATE shops SET orders_count = orders_count + 1 WHERE id = ?', [order.shop_id]);
        db.run("UPDATE transactions SET status = 'paid', updated_at = ? WHERE payable_type = 'order' AND payable_id = ? AND status = 'progress' AND token IS NULL", [now, order.id]);
        db.run('UPDATE products SET sold = sold + 1 WHERE id IN (SELECT s.product_id FROM order_details d JOIN stocks s ON s.id = d.stock_id WHERE d.order_id = ?)', [order.id]);
      }
      if (next === 'on_a_way') this.courier.depart(order.id);
      notify(this.ctx, order.user_id, 'status_changed', `Order #${order.id}`, statusMessage(next), { order_id: order.id });
    });
    this.courier.publish(order.id);
    return next;
  }

  advanceParcel(parcelId: number): OrderStatus | null {
    const { db } = this.ctx;
    const parcel = db.get<{ id: number; status: OrderStatus }>('SELECT id, status FROM parcel_orders WHERE id = ?', [parcelId]);
    if (!parcel || awaitingPayment(this.ctx, 'parcel', parcel.id)) return null;
    const i = ORDER_FLOW.indexOf(parcel.status);
    if (i < 0 || i === ORDER_FLOW.length - 1) return null;
    const next = ORDER_FLOW[i + 1]!;
    db.run('UPDATE parcel_orders SET status = ?, updated_at = ? WHERE id = ?', [next, this.ctx.now().toISOString(), parcel.id]);
    return next;
  }
}
