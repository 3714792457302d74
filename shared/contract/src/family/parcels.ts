/** The family's parcel delivery, as its customer web client reads it. */
import Type from 'typebox';
import { Id, Img, List, Nullable, Num, One, Page, Str, Translation } from './common.ts';
import { OrderCurrency, OrderTransaction } from './orders.ts';

/** A parcel type: the picker shows image, name and the size and weight limits. */
export const FamilyParcelType = Type.Object({
  id: Id,
  type: Str,
  img: Img,
  max_g: Num,
  max_height: Num,
  max_length: Num,
  max_width: Num,
  options: Type.Array(Type.Object({ id: Id, translation: Nullable(Translation) })),
});

/** A parcel in the list: receiver, address, status, date. */
export const FamilyParcelRow = Type.Object({
  id: Id,
  status: Str,
  /** Sent when set (`when`), as the list's date. */
  updated_at: Type.Optional(Str),
  username_to: Str,
  phone_to: Str,
  address_to: Type.Object({ address: Str }),
});

/** The parcel page: the list row plus sender, dates, total, currency, transaction, deliveryman. */
export const FamilyParcel = Type.Object({
  ...FamilyParcelRow.properties,
  created_at: Str,
  username_from: Str,
  address_from: Type.Object({ address: Str }),
  delivery_date: Nullable(Str),
  delivery_time: Nullable(Str),
  total_price: Num,
  currency: Nullable(OrderCurrency),
  transaction: Nullable(OrderTransaction),
  deliveryman: Type.Optional(Nullable(Type.Object({ firstname: Str, lastname: Nullable(Str), phone: Nullable(Str) }))),
});

export const ParcelTypeList = List(FamilyParcelType);
export const ParcelPrice = One(Type.Object({ price: Num }));
export const ParcelPage = Page(FamilyParcelRow);
export const ParcelOne = One(FamilyParcel);
/**
 * POST payments/parcel-order/{id}/transactions with cash or the wallet (201): the parcel itself with the transaction
 * just recorded, as the family answers it (its client then opens `/parcels/{data.id}`).
 */
export const ParcelPaidOne = One(Type.Object({ ...FamilyParcel.properties, transaction: OrderTransaction }));
