/** The family's orders, refunds, coupons and payments, as its customer web client reads them. */
import Type from 'typebox';
import { Flag, Id, Img, LatLng, List, Nullable, Num, One, Page, Str, Translation } from './common.ts';

/** The currency of an order: its symbol beside every price. */
export const OrderCurrency = Type.Object({ id: Id, symbol: Str });

/** A payment method (`rest/payments`): checkout picks by `tag`, sends `id`. */
export const FamilyPayment = Type.Object({ id: Id, tag: Str });

/** An order's transaction: the pay-again button shows while `status` is unpaid and the method is not cash. */
export const OrderTransaction = Type.Object({ status: Str, payment_system: Type.Object({ tag: Str }) });

/** A line of an order: product title, image, unit, extras, quantity, price. */
export const OrderLine = Type.Object({
  quantity: Num,
  total_price: Num,
  /** Sent as a boolean; the client only tests it, so a line without it reads as not a bonus. */
  bonus: Type.Optional(Flag),
  discount: Type.Optional(Nullable(Num)),
  stock: Type.Object({
    id: Id,
    total_price: Num,
    extras: Type.Array(Type.Object({ value: Str })),
    product: Type.Object({ img: Img, interval: Num, translation: Translation, unit: Nullable(Type.Object({ translation: Nullable(Translation) })) }),
  }),
  addons: Type.Array(Type.Object({ quantity: Num, stock: Type.Object({ id: Id, product: Type.Object({ translation: Translation }) }) })),
});

/** An order in the list: id, status, date, shop, total. */
export const FamilyOrderRow = Type.Object({
  id: Id,
  status: Str,
  created_at: Str,
  total_price: Num,
  currency: Nullable(OrderCurrency),
  shop: Type.Object({ id: Id, translation: Translation }),
});

/**
 * The order page: totals, delivery, address and point, deliveryman, transaction, refunds, repeat, lines. The family
 * leaves out zero amounts and empty relations (`when`, `whenLoaded`), and the client reads all of those behind `?.`,
 * so they are optional here; what it always sends is required.
 */
export const FamilyOrder = Type.Object({
  ...FamilyOrderRow.properties,
  rate: Type.Optional(Num),
  total_discount: Type.Optional(Num),
  delivery_fee: Type.Optional(Num),
  service_fee: Type.Optional(Nullable(Num)),
  tax: Type.Optional(Num),
  tips: Type.Optional(Nullable(Num)),
  otp: Type.Optional(Nullable(Type.Integer())),
  delivery_type: Str,
  delivery_date: Type.Optional(Nullable(Str)),
  delivery_time: Type.Optional(Nullable(Str)),
  address: Type.Optional(Nullable(Type.Object({ address: Type.Optional(Nullable(Str)) }))),
  location: Type.Optional(Nullable(LatLng)),
  coupon: Type.Optional(Nullable(Type.Object({ price: Num }))),
  deliveryman: Type.Optional(Nullable(Type.Object({ firstname: Str, lastname: Nullable(Str), phone: Nullable(Str) }))),
  transaction: Type.Optional(Nullable(OrderTransaction)),
  order_refunds: Type.Optional(Type.Array(Type.Object({ status: Str }))),
  repeat: Type.Optional(Nullable(Type.Object({ id: Id }))),
  image_after_delivered: Type.Optional(Nullable(Str)),
  shop: Type.Object({ id: Id, translation: Translation, phone: Nullable(Str), shop_payments: Type.Optional(Type.Array(Type.Object({ payment: FamilyPayment }))) }),
  details: Type.Array(OrderLine),
});

/** POST dashboard/user/cart/calculate/{id}: the checkout's price block. */
export const FamilyCalculation = Type.Object({
  price: Num,
  total_price: Num,
  delivery_fee: Num,
  total_tax: Num,
  total_discount: Num,
  coupon_price: Type.Optional(Nullable(Num)),
  service_fee: Nullable(Num),
  tips: Type.Optional(Nullable(Num)),
});

/** A refund request: status, cause, answer, and the order's id and shop. */
export const FamilyRefund = Type.Object({
  id: Id,
  status: Str,
  cause: Nullable(Str),
  /** null until the shop answers; the client shows it only when there is one. */
  answer: Type.Optional(Nullable(Str)),
  order: Type.Object({ id: Id, shop: Type.Object({ translation: Translation }) }),
});

/**
 * GET dashboard/user/order-{provider}-process (checkout, tips, top-up, pay again): the client goes to
 * `data.data.url`, the provider's page, so the address is wrapped twice.
 */
export const FamilyPaymentRedirect = Type.Object({ data: Type.Object({ data: Type.Object({ url: Str }) }) });

export const OrderPage = Page(FamilyOrderRow);
export const OrderOne = One(FamilyOrder);
export const OrderCreated = One(Type.Object({ id: Id }));
export const CalculationOne = One(FamilyCalculation);
/** POST dashboard/user/order-refunds (201): the refund asked. */
export const RefundOne = One(FamilyRefund);
export const RefundPage = Page(FamilyRefund);
export const PaymentList = List(FamilyPayment);
