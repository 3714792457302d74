/** The family's profile, addresses, wallet, referral and notifications, as its customer web client reads them. */
import Type from 'typebox';
import { AbsoluteUrl, Coord, Flag, Id, Img, List, Nullable, Num, One, Page, Str, Translation } from './common.ts';

/** The wallet on the profile: the balance in the header and at checkout, `id` and `uuid` for top-ups and transfers. */
export const FamilyWallet = Type.Object({ id: Id, uuid: Str, price: Num, symbol: Str });

/** A notification setting of the user: the settings page starts from `notifications[].notification.active`. */
export const FamilyUserNotification = Type.Object({ id: Id, type: Str, notification: Nullable(Type.Object({ active: Flag })) });

/** The signed-in user (profile dropdown, profile form, checkout, referral page, notification settings). */
export const FamilyUser = Type.Object({
  id: Id,
  uuid: Str,
  firstname: Str,
  lastname: Nullable(Str),
  img: Img,
  email: Nullable(Str),
  phone: Nullable(Str),
  gender: Type.Optional(Nullable(Str)),
  birthday: Type.Optional(Nullable(Str)),
  /** Sent when the user has a role; the client only compares it with 'seller'. */
  role: Type.Optional(Str),
  empty_p: Type.Boolean(),
  my_referral: Nullable(Str),
  referral_from_topup_count: Type.Optional(Nullable(Num)),
  referral_from_topup_price: Type.Optional(Nullable(Num)),
  wallet: FamilyWallet,
  notifications: Type.Array(FamilyUserNotification),
});

/** A saved address: title, the street line, the point (`location.latitude/longitude`), the active mark. */
export const FamilyAddress = Type.Object({
  id: Id,
  title: Nullable(Str),
  address: Type.Object({ address: Str }),
  location: Type.Object({ latitude: Coord, longitude: Coord }),
  active: Flag,
});

/** A wallet history row: `#transaction_id`, type, amount, note, date, and who made it (read without `?.`). */
export const FamilyWalletHistory = Type.Object({
  transaction_id: Type.Optional(Nullable(Type.Integer())),
  type: Str,
  price: Num,
  note: Nullable(Str),
  updated_at: Str,
  author: Type.Object({ firstname: Str, lastname: Nullable(Str) }),
});

/** A user found to send wallet money to. */
export const FamilySearchedUser = Type.Object({ uuid: Str, firstname: Str, lastname: Nullable(Str) });

/** A notification type the user can switch (settings page): `id` and `type`. */
export const FamilyNotificationType = Type.Object({ id: Id, type: Str });

/** A push notification of the notification centre: routed by `type`, unread while `read_at` is null. */
export const FamilyPushNotification = Type.Object({
  id: Id,
  type: Str,
  title: Nullable(Str),
  body: Nullable(Str),
  created_at: Str,
  read_at: Nullable(Str),
});

/**
 * GET dashboard/user/profile/notifications-statistic: NOT wrapped in `data`; the bell shows `notification` (unread
 * count) and each tab `[type]`.
 */
export const FamilyNotificationStats = Type.Object({ notification: Type.Integer({ minimum: 0 }) });

/** The referral programme: image, title, description; the terms page shows `translation.faq`. */
export const FamilyReferral = Type.Object({
  img: Img,
  translation: Type.Object({ ...Translation.properties, faq: Nullable(Str), locale: Str }),
});

/** A shop application (become a seller). */
export const FamilyShopApplication = Type.Object({ id: Id });

export const UserOne = One(FamilyUser);
/** The profile of a user with a picture, from an API given its public address: the avatar as an absolute URL. */
export const UserWithPictureOne = One(Type.Object({ id: Id, img: AbsoluteUrl }));
export const AddressList = List(FamilyAddress);
export const AddressOne = One(FamilyAddress);
export const WalletHistoryPage = Page(FamilyWalletHistory);
export const SearchedUserList = List(FamilySearchedUser);
export const NotificationTypeList = List(FamilyNotificationType);
export const PushNotificationPage = Page(FamilyPushNotification);
export const PushNotificationOne = One(FamilyPushNotification);
export const ReferralOne = One(FamilyReferral);
export const ShopApplicationOne = One(FamilyShopApplication);

/**
 * POST dashboard/galleries (multipart `image` and `type`): the client keeps `data.title`, the stored image's address.
 * This API answers the same address as `url` too; refusals are a 422 naming `image` (not a raster image, or none) and
 * a 413 (larger than 2 MB).
 */
export const ImageUploaded = One(Type.Object({ title: Str, url: Type.Optional(Str) }));
