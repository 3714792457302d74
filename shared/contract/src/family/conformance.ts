/**
 * The web app's entity types (`../entities`) checked against the family's wire shapes: each entity must be a value the
 * family's schema accepts (every field the family's client reads, with a type the family allows), so a change to
 * either that makes them drift apart fails `npm run typecheck`. Our additions (fields the family lacks) are free.
 * Types only: nothing here reaches a bundle.
 */
import type { Static, TSchema } from 'typebox';
import type {
  AddressWire, Banner, Blog, Booking, BookingTable, Branch, CalculateResult, Cart, Currency, DeliverymanRequest, DeliveryZoneCheck, DisabledSlot, Faq,
  Language, ProductAvgPrices,
  Notification, NotificationSetting, Order, ParcelOrder, ParcelType, Payment, Product, Recipe, Referral, Refund, Review, Shop,
  ShopProducts, ShopSection, Tag, User, UserBooking, UserSummary, WalletHistory,
} from '../entities/index.ts';
import type { FamilyAddress, FamilyReferral, FamilySearchedUser, FamilyNotificationType, FamilyPushNotification, FamilyUser, FamilyWalletHistory } from './account.ts';
import type { FamilyBookingRule, FamilyDisabledDates, FamilyShopSection, FamilyTable, FamilyUserBooking } from './booking.ts';
import type { FamilyCart } from './cart.ts';
import type {
  FamilyBranch, FamilyProduct, FamilyProductCard, FamilyProductHit, FamilyRecipe, FamilyRecipeCard, FamilyReview, FamilyShop, FamilyShopCard,
  FamilyShopMenu, FamilyTag,
} from './catalogue.ts';
import type { FaqRow, LastBlog } from './meta.ts';
import type { DeliverymanRequestOne, ProductAvgPricesOne, DeliveryZoneCheckOne } from './additions.ts';
import type { FamilyCalculation, FamilyOrder, FamilyOrderRow, FamilyPayment, FamilyRefund } from './orders.ts';
import type { FamilyParcel, FamilyParcelRow, FamilyParcelType } from './parcels.ts';
import type { FamilyCurrency, FamilyLanguage } from './site.ts';

/** Compiles only when every `Ours` is a `Static<Theirs>`. */
type Fits<Ours extends Static<Theirs>, Theirs extends TSchema> = [Ours, Theirs];

export type EntitiesFitTheFamily = [
  Fits<Shop, typeof FamilyShopCard>,
  Fits<Shop & Required<Pick<Shop, 'products_count'>>, typeof FamilyShop>,
  Fits<Product, typeof FamilyProduct>,
  Fits<Product & Required<Pick<Product, 'stock'>>, typeof FamilyProductCard>,
  Fits<Product & Required<Pick<Product, 'shop'>>, typeof FamilyProductHit>,
  Fits<ShopProducts, typeof FamilyShopMenu>,
  Fits<Review, typeof FamilyReview>,
  Fits<Tag, typeof FamilyTag>,
  Fits<Branch, typeof FamilyBranch>,
  Fits<Recipe, typeof FamilyRecipeCard>,
  Fits<Recipe, typeof FamilyRecipe>,
  Fits<User, typeof FamilyUser>,
  Fits<AddressWire, typeof FamilyAddress>,
  Fits<WalletHistory, typeof FamilyWalletHistory>,
  Fits<UserSummary, typeof FamilySearchedUser>,
  Fits<NotificationSetting, typeof FamilyNotificationType>,
  Fits<Notification, typeof FamilyPushNotification>,
  Fits<Referral, typeof FamilyReferral>,
  Fits<Cart, typeof FamilyCart>,
  Fits<Order, typeof FamilyOrderRow>,
  Fits<Order, typeof FamilyOrder>,
  Fits<CalculateResult, typeof FamilyCalculation>,
  Fits<Refund, typeof FamilyRefund>,
  Fits<Payment, typeof FamilyPayment>,
  Fits<ParcelType, typeof FamilyParcelType>,
  Fits<ParcelOrder, typeof FamilyParcelRow>,
  Fits<ParcelOrder, typeof FamilyParcel>,
  Fits<Booking, typeof FamilyBookingRule>,
  Fits<ShopSection, typeof FamilyShopSection>,
  Fits<BookingTable, typeof FamilyTable>,
  Fits<DisabledSlot[], typeof FamilyDisabledDates>,
  Fits<UserBooking, typeof FamilyUserBooking>,
  Fits<Language, typeof FamilyLanguage>,
  Fits<Currency, typeof FamilyCurrency>,
  Fits<Faq, typeof FaqRow>,
  Fits<Blog, typeof LastBlog>,
  Fits<Banner, typeof FamilyTag>,
  // This API's additions.
  Fits<DeliverymanRequest, (typeof DeliverymanRequestOne)['properties']['data']>,
  Fits<DeliveryZoneCheck, (typeof DeliveryZoneCheckOne)['properties']['data']>,
  Fits<ProductAvgPrices, (typeof ProductAvgPricesOne)['properties']['data']>,
];
