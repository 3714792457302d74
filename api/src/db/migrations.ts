/**
 * Numbered schema migrations, applied in order at open and recorded in schema_migrations. Never edit a
 * migration that has shipped: add the next number. Booleans are INTEGER 0/1, times ISO 8601 text, money REAL.
 * `translations` columns hold JSON: {"en": {"title": …, "description": …}, "fr": {…}, "ar": {…}}.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

const init = /* sql */ `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE languages (
  id INTEGER PRIMARY KEY, locale TEXT NOT NULL UNIQUE, title TEXT NOT NULL,
  backward INTEGER NOT NULL DEFAULT 0, is_default INTEGER NOT NULL DEFAULT 0, active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE currencies (
  id INTEGER PRIMARY KEY, symbol TEXT NOT NULL, title TEXT NOT NULL, position TEXT NOT NULL DEFAULT 'before',
  is_default INTEGER NOT NULL DEFAULT 0, rate REAL NOT NULL DEFAULT 1, active INTEGER NOT NULL DEFAULT 1
);

-- Server-side translation overrides, merged over the locale catalogues.
CREATE TABLE translation_overrides (
  locale TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (locale, key)
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, firstname TEXT NOT NULL, lastname TEXT,
  email TEXT UNIQUE COLLATE NOCASE, phone TEXT UNIQUE, password_hash TEXT, img TEXT, gender TEXT, birthday TEXT,
  role TEXT NOT NULL DEFAULT 'user', currency_id INTEGER, my_referral TEXT UNIQUE, referred_by INTEGER,
  firebase_uid TEXT UNIQUE, firebase_token TEXT, wallet_uuid TEXT NOT NULL UNIQUE, wallet_price REAL NOT NULL DEFAULT 0,
  email_verified_at TEXT, phone_verified_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

-- Registration, phone and password-reset codes.
CREATE TABLE verifications (
  id TEXT PRIMARY KEY, kind TEXT NOT NULL, target TEXT NOT NULL, code TEXT NOT NULL, verified_at TEXT,
  expires_at TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX verifications_target ON verifications (target, kind);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, title TEXT,
  address TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL, active INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX addresses_user ON addresses (user_id);

CREATE TABLE tags (id INTEGER PRIMARY KEY, img TEXT, translations TEXT NOT NULL);

CREATE TABLE shops (
  id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, user_id INTEGER REFERENCES users(id), type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'approved', logo_img TEXT NOT NULL, background_img TEXT NOT NULL,
  open INTEGER NOT NULL DEFAULT 1, price REAL NOT NULL DEFAULT 0, price_per_km REAL NOT NULL DEFAULT 0,
  min_amount REAL NOT NULL DEFAULT 0, tax REAL NOT NULL DEFAULT 0, delivery_time_from INTEGER NOT NULL DEFAULT 20,
  delivery_time_to INTEGER NOT NULL DEFAULT 40, delivery_time_type TEXT NOT NULL DEFAULT 'minute',
  latitude REAL NOT NULL, longitude REAL NOT NULL, phone TEXT, translations TEXT NOT NULL,
  is_recommended INTEGER NOT NULL DEFAULT 0, booking INTEGER NOT NULL DEFAULT 0, zone TEXT NOT NULL DEFAULT '[]',
  rating_avg REAL NOT NULL DEFAULT 0, reviews_count INTEGER NOT NULL DEFAULT 0, orders_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX shops_status_type ON shops (status, type);

CREATE TABLE shop_tags (
  shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE, tag_id INTEGER NOT NULL REFERENCES tags(id),
  PRIMARY KEY (shop_id, tag_id)
);

-- kind: 'shop' (delivery hours) or 'booking' (reservation hours).
CREATE TABLE shop_working_days (
  shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE, kind TEXT NOT NULL, day TEXT NOT NULL,
  from_time TEXT NOT NULL, to_time TEXT NOT NULL, disabled INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (shop_id, kind, day)
);
CREATE TABLE shop_closed_dates (
  shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE, kind TEXT NOT NULL, day TEXT NOT NULL,
  PRIMARY KEY (shop_id, kind, day)
);

CREATE TABLE branches (
  id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE, translations TEXT NOT NULL,
  address TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, slug TEXT NOT NULL UNIQUE, type TEXT NOT NULL,
  parent_id INTEGER REFERENCES categories(id), img TEXT NOT NULL, position INTEGER NOT NULL DEFAULT 0,
  translations TEXT NOT NULL
);

CREATE TABLE shop_categories (
  shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE, category_id INTEGER NOT NULL REFERENCES categories(id),
  PRIMARY KEY (shop_id, category_id)
);
CREATE INDEX shop_categories_category ON shop_categories (category_id);

CREATE TABLE units (id INTEGER PRIMARY KEY, translations TEXT NOT NULL);

CREATE TABLE products (
  id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id), unit_id INTEGER REFERENCES units(id), img TEXT NOT NULL,
  translations TEXT NOT NULL, min_qty INTEGER NOT NULL DEFAULT 1, max_qty INTEGER NOT NULL DEFAULT 100,
  interval INTEGER NOT NULL DEFAULT 1, tax REAL NOT NULL DEFAULT 0, addon INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1, is_recommended INTEGER NOT NULL DEFAULT 0, rating_avg REAL NOT NULL DEFAULT 0,
  sold INTEGER NOT NULL DEFAULT 0, tags TEXT NOT NULL DEFAULT '[]', created_at TEXT NOT NULL
);
CREATE INDEX products_shop ON products (shop_id, addon, active);
CREATE INDEX products_category ON products (category_id);

CREATE TABLE extra_groups (id INTEGER PRIMARY KEY, type TEXT NOT NULL, translations TEXT NOT NULL);
CREATE TABLE extra_values (id INTEGER PRIMARY KEY, group_id INTEGER NOT NULL REFERENCES extra_groups(id), value TEXT NOT NULL);

CREATE TABLE stocks (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  price REAL NOT NULL, quantity INTEGER NOT NULL DEFAULT 0, discount REAL NOT NULL DEFAULT 0
);
CREATE INDEX stocks_product ON stocks (product_id);
CREATE TABLE stock_extras (
  stock_id INTEGER NOT NULL REFERENCES stocks(id) ON DELETE CASCADE, extra_value_id INTEGER NOT NULL REFERENCES extra_values(id),
  PRIMARY KEY (stock_id, extra_value_id)
);
CREATE TABLE stock_addons (
  id INTEGER PRIMARY KEY, stock_id INTEGER NOT NULL REFERENCES stocks(id) ON DELETE CASCADE,
  addon_product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE
);
CREATE INDEX stock_addons_stock ON stock_addons (stock_id);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY, reviewable_type TEXT NOT NULL, reviewable_id INTEGER NOT NULL, shop_id INTEGER,
  user_id INTEGER NOT NULL REFERENCES users(id), rating REAL NOT NULL, comment TEXT, img TEXT, created_at TEXT NOT NULL
);
CREATE INDEX reviews_target ON reviews (reviewable_type, reviewable_id);
CREATE INDEX reviews_shop ON reviews (shop_id);

CREATE TABLE payments (id INTEGER PRIMARY KEY, tag TEXT NOT NULL UNIQUE, active INTEGER NOT NULL DEFAULT 1, sandbox INTEGER NOT NULL DEFAULT 1);

CREATE TABLE coupons (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE, shop_id INTEGER REFERENCES shops(id), type TEXT NOT NULL,
  price REAL NOT NULL, expired_at TEXT NOT NULL, qty INTEGER NOT NULL DEFAULT 1000, translations TEXT NOT NULL
);

CREATE TABLE carts (
  id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(id), owner_id INTEGER NOT NULL REFERENCES users(id),
  grp INTEGER NOT NULL DEFAULT 0, currency_id INTEGER, rate REAL NOT NULL DEFAULT 1, created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX carts_owner ON carts (owner_id);
CREATE TABLE user_carts (
  id INTEGER PRIMARY KEY, cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE, uuid TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL, user_id INTEGER REFERENCES users(id), status INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX user_carts_cart ON user_carts (cart_id);
CREATE TABLE cart_details (
  id INTEGER PRIMARY KEY, user_cart_id INTEGER NOT NULL REFERENCES user_carts(id) ON DELETE CASCADE,
  stock_id INTEGER NOT NULL REFERENCES stocks(id), quantity INTEGER NOT NULL,
  parent_id INTEGER REFERENCES cart_details(id) ON DELETE CASCADE, bonus INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX cart_details_user_cart ON cart_details (user_cart_id);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), shop_id INTEGER NOT NULL REFERENCES shops(id),
  status TEXT NOT NULL, total_price REAL NOT NULL, origin_price REAL NOT NULL, delivery_fee REAL NOT NULL DEFAULT 0,
  service_fee REAL NOT NULL DEFAULT 0, tax REAL NOT NULL DEFAULT 0, tips REAL NOT NULL DEFAULT 0,
  total_discount REAL NOT NULL DEFAULT 0, coupon_code TEXT, coupon_price REAL NOT NULL DEFAULT 0,
  currency_id INTEGER NOT NULL, rate REAL NOT NULL DEFAULT 1, delivery_type TEXT NOT NULL, delivery_date TEXT NOT NULL,
  delivery_time TEXT NOT NULL, address TEXT, latitude REAL, longitude REAL, note TEXT, phone TEXT, username TEXT,
  deliveryman_id INTEGER REFERENCES users(id), cart_id INTEGER, simulated INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, status);
CREATE TABLE order_details (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  stock_id INTEGER NOT NULL REFERENCES stocks(id), parent_id INTEGER REFERENCES order_details(id),
  quantity INTEGER NOT NULL, origin_price REAL NOT NULL, total_price REAL NOT NULL, discount REAL NOT NULL DEFAULT 0, note TEXT
);
CREATE INDEX order_details_order ON order_details (order_id);

-- One row per Idempotency-Key and user: the request's hash and what it produced.
CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL, status_code INTEGER NOT NULL,
  response TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (user_id, key)
);

-- payable_type: 'order' | 'parcel' | 'wallet'. token: the sandbox payment page's secret.
CREATE TABLE transactions (
  id INTEGER PRIMARY KEY, payable_type TEXT NOT NULL, payable_id INTEGER, user_id INTEGER NOT NULL REFERENCES users(id),
  payment_id INTEGER NOT NULL REFERENCES payments(id), price REAL NOT NULL, status TEXT NOT NULL, token TEXT UNIQUE,
  cart_id INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX transactions_payable ON transactions (payable_type, payable_id);

CREATE TABLE order_refunds (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), user_id INTEGER NOT NULL REFERENCES users(id),
  cause TEXT NOT NULL, answer TEXT, status TEXT NOT NULL DEFAULT 'pending', created_at TEXT NOT NULL
);

CREATE TABLE wallet_histories (
  id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL REFERENCES users(id), type TEXT NOT NULL,
  price REAL NOT NULL, note TEXT, status TEXT NOT NULL DEFAULT 'paid', author_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX wallet_histories_user ON wallet_histories (user_id);

CREATE TABLE referrals (
  id INTEGER PRIMARY KEY, img TEXT NOT NULL, translations TEXT NOT NULL, price_from REAL NOT NULL, price_to REAL NOT NULL,
  expired_at TEXT NOT NULL
);

CREATE TABLE parcel_types (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL, img TEXT NOT NULL, min_width REAL, max_width REAL, min_height REAL,
  max_height REAL, min_length REAL, max_length REAL, min_g REAL, max_g REAL, price REAL NOT NULL,
  price_per_km REAL NOT NULL, max_range REAL NOT NULL
);
CREATE TABLE parcel_options (id INTEGER PRIMARY KEY, translations TEXT NOT NULL);
CREATE TABLE parcel_type_options (
  type_id INTEGER NOT NULL REFERENCES parcel_types(id), option_id INTEGER NOT NULL REFERENCES parcel_options(id),
  PRIMARY KEY (type_id, option_id)
);
CREATE TABLE parcel_orders (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), type_id INTEGER NOT NULL REFERENCES parcel_types(id),
  status TEXT NOT NULL, total_price REAL NOT NULL, km REAL NOT NULL, currency_id INTEGER NOT NULL, rate REAL NOT NULL DEFAULT 1,
  phone_from TEXT NOT NULL, username_from TEXT NOT NULL, address_from TEXT NOT NULL, phone_to TEXT NOT NULL,
  username_to TEXT NOT NULL, address_to TEXT NOT NULL, delivery_date TEXT NOT NULL, delivery_time TEXT NOT NULL,
  note TEXT, description TEXT, instruction TEXT, notify INTEGER NOT NULL DEFAULT 0, simulated INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX parcel_orders_user ON parcel_orders (user_id);

CREATE TABLE receipts (
  id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(id), category_id INTEGER NOT NULL REFERENCES categories(id),
  img TEXT NOT NULL, translations TEXT NOT NULL, active_time INTEGER NOT NULL, total_time INTEGER NOT NULL,
  calories INTEGER NOT NULL, servings INTEGER NOT NULL, ingredient TEXT NOT NULL, instruction TEXT NOT NULL,
  nutritions TEXT NOT NULL DEFAULT '[]', created_at TEXT NOT NULL
);
CREATE TABLE receipt_stocks (
  receipt_id INTEGER NOT NULL REFERENCES receipts(id) ON DELETE CASCADE, stock_id INTEGER NOT NULL REFERENCES stocks(id),
  min_quantity INTEGER NOT NULL DEFAULT 1, PRIMARY KEY (receipt_id, stock_id)
);

CREATE TABLE bookings (
  id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(id), max_time INTEGER NOT NULL, price REAL NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE shop_sections (
  id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(id), img TEXT NOT NULL, area INTEGER NOT NULL,
  translations TEXT NOT NULL
);
CREATE TABLE booking_tables (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, shop_section_id INTEGER NOT NULL REFERENCES shop_sections(id),
  chair_count INTEGER NOT NULL
);
CREATE TABLE user_bookings (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), booking_id INTEGER NOT NULL REFERENCES bookings(id),
  table_id INTEGER NOT NULL REFERENCES booking_tables(id), start_date TEXT NOT NULL, end_date TEXT NOT NULL,
  guest INTEGER NOT NULL, note TEXT, status TEXT NOT NULL DEFAULT 'new', created_at TEXT NOT NULL
);
CREATE INDEX user_bookings_table ON user_bookings (table_id, start_date);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, type TEXT NOT NULL,
  title TEXT NOT NULL, body TEXT NOT NULL, order_id INTEGER, blog_uuid TEXT, booking_id INTEGER, client_id INTEGER,
  read_at TEXT, created_at TEXT NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, read_at);
CREATE TABLE notification_settings (id INTEGER PRIMARY KEY, type TEXT NOT NULL UNIQUE);
CREATE TABLE user_notification_settings (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, notification_id INTEGER NOT NULL REFERENCES notification_settings(id),
  active INTEGER NOT NULL, PRIMARY KEY (user_id, notification_id)
);

CREATE TABLE stories (
  id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(id), product_id INTEGER REFERENCES products(id),
  file_urls TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE banners (
  id INTEGER PRIMARY KEY, img TEXT NOT NULL, url TEXT, clickable INTEGER NOT NULL DEFAULT 1, translations TEXT NOT NULL,
  shop_ids TEXT NOT NULL DEFAULT '[]', created_at TEXT NOT NULL
);
CREATE TABLE blogs (
  id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, type TEXT NOT NULL, img TEXT NOT NULL, translations TEXT NOT NULL,
  published_at TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE pages (id INTEGER PRIMARY KEY, type TEXT NOT NULL UNIQUE, img TEXT, translations TEXT NOT NULL);
CREATE TABLE faqs (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, translations TEXT NOT NULL);

CREATE TABLE chats (
  id TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, role_id TEXT NOT NULL,
  shop_id INTEGER, created_at TEXT NOT NULL
);
CREATE INDEX chats_user ON chats (user_id);
CREATE TABLE chat_messages (
  id TEXT PRIMARY KEY, chat_id TEXT NOT NULL REFERENCES chats(id) ON DELETE CASCADE, chat_content TEXT NOT NULL,
  chat_img TEXT, sender INTEGER NOT NULL, unread INTEGER NOT NULL DEFAULT 1, role_id TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX chat_messages_chat ON chat_messages (chat_id, created_at);

-- Local gazetteer for geocoding.
CREATE TABLE places (
  id INTEGER PRIMARY KEY, address TEXT NOT NULL, city TEXT NOT NULL, country TEXT NOT NULL,
  latitude REAL NOT NULL, longitude REAL NOT NULL
);
CREATE INDEX places_lat ON places (latitude);

-- Full-text search: one row per record and language. kind: 'product' | 'shop' | 'place'.
CREATE VIRTUAL TABLE search_index USING fts5(
  title, body, kind UNINDEXED, ref_id UNINDEXED, locale UNINDEXED, shop_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
);
`;

const uploads = /* sql */ `
-- Images users upload (be-seller logos, avatars, chat pictures): served under /api/v1/media/uploads/<id>.<ext>.
CREATE TABLE media_uploads (
  id TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, type TEXT NOT NULL,
  content_type TEXT NOT NULL, body BLOB NOT NULL, created_at TEXT NOT NULL
);
-- A transaction that created its order or parcel (an external payment): failing it cancels that record.
ALTER TABLE transactions ADD COLUMN created_payable INTEGER NOT NULL DEFAULT 0;
-- dashboard/user/orders/{id}/repeat: the days the customer wants the order again.
ALTER TABLE orders ADD COLUMN repeat_from TEXT;
ALTER TABLE orders ADD COLUMN repeat_to TEXT;
`;

const shopPayments = /* sql */ `
-- The payment methods a shop takes itself (settings payment_type = 'seller'). status: 1 enabled, 0 disabled.
CREATE TABLE shop_payments (
  id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  payment_id INTEGER NOT NULL REFERENCES payments(id), status INTEGER NOT NULL DEFAULT 1, UNIQUE (shop_id, payment_id)
);
`;

const deliverymanRequests = /* sql */ `
-- Courier applications (delivery sign-up). status: 'new' (under review), 'approved', 'rejected'; a user has at
-- most one that is not rejected. documents: JSON array of upload URLs.
CREATE TABLE deliveryman_requests (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, name TEXT NOT NULL,
  phone TEXT NOT NULL, vehicle_type TEXT NOT NULL, city TEXT NOT NULL, documents TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new', created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX deliveryman_requests_user ON deliveryman_requests (user_id, id);
`;

const productGalleries = /* sql */ `
-- A product's further pictures, after its main one (products.img), in the order shown.
CREATE TABLE product_galleries (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE, url TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX product_galleries_product ON product_galleries (product_id, position);
`;

const shopVerify = /* sql */ `
-- The marketplace's "verified" mark on a shop (0/1), set by the operator; lists can be narrowed to verified shops.
ALTER TABLE shops ADD COLUMN verify INTEGER NOT NULL DEFAULT 0;
`;

const familyContent = /* sql */ `
-- Advertising banners (rest/banners-ads) are banners of type 'ads'; the home's carousel shows type 'banner' only.
ALTER TABLE banners ADD COLUMN type TEXT NOT NULL DEFAULT 'banner';
CREATE INDEX banners_type ON banners (type, id);

-- Brands of the products (rest/brands/paginate); a product may have none.
CREATE TABLE brands (
  id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, title TEXT NOT NULL, img TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1
);
ALTER TABLE products ADD COLUMN brand_id INTEGER REFERENCES brands(id);
CREATE INDEX products_brand ON products (brand_id);

-- Landing pages (rest/landing-pages/{type}): data is JSON whose texts are per language ({"en": …, "fr": …}).
CREATE TABLE landing_pages (id INTEGER PRIMARY KEY, type TEXT NOT NULL UNIQUE, data TEXT NOT NULL, created_at TEXT NOT NULL);
`;

const careers = /* sql */ `
-- Job offers (rest/careers/paginate, rest/careers/{id}): title, description and address per language; the category's
-- title per language. Only active offers are public.
CREATE TABLE careers (
  id INTEGER PRIMARY KEY, active INTEGER NOT NULL DEFAULT 1, translations TEXT NOT NULL, category TEXT, created_at TEXT NOT NULL
);
CREATE INDEX careers_active ON careers (active, id);
`;

const groupShareSecrets = /* sql */ `
-- The share link's secret of a group cart: joining (rest/cart/open) and reading the group without a member's uuid
-- need it. Set when the owner turns grouping on, NULL when it is off; it goes with the cart when the group closes.
-- Group carts already open get one, so their owners' next share link works (links shared before it no longer do).
ALTER TABLE carts ADD COLUMN share_secret TEXT;
UPDATE carts SET share_secret = lower(hex(randomblob(24))) WHERE grp = 1;
`;

const outbox = /* sql */ `
-- The reference API's mail and SMS: every code it "sends" is a row here (nothing leaves the machine). A wrong code
-- counts against its verification; past the limit that verification takes no code any more.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY, channel TEXT NOT NULL, recipient TEXT NOT NULL, kind TEXT NOT NULL, code TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient, id);
ALTER TABLE verifications ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX verifications_code ON verifications (code, kind);
`;

const verificationClient = /* sql */ `
-- The client (its address, an IPv6 one by its /64) that asked for a registration's code: a code typed alone
-- (GET auth/verify/{code}) is looked for among that client's registrations only, and a wrong one counts against them.
ALTER TABLE verifications ADD COLUMN client TEXT;
`;

const courierTracks = /* sql */ `
-- The simulated courier of an order on its way: the step it is at of \`steps\` along the streets from the shop to the
-- delivery point (one step per tick of the kitchen clock). Made when the order leaves the shop.
CREATE TABLE courier_tracks (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE, step INTEGER NOT NULL, steps INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
`;

const revokedTokens = /* sql */ `
-- Access tokens ended by a sign-out (their SHA-256), refused until they would have expired anyway.
CREATE TABLE revoked_tokens (token_hash TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
`;

const telemetry = /* sql */ `
-- Field measurements from shoppers' browsers (services/telemetry.ts): one row per event, kept for a retention window.
-- name: a vital's name or an error's kind; value: a vital's value or a failed request's status.
CREATE TABLE telemetry_events (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  view TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('view', 'vital', 'error')),
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  route TEXT NOT NULL,
  name TEXT,
  value REAL,
  message TEXT
);
CREATE INDEX telemetry_events_received ON telemetry_events (received_at);
CREATE INDEX telemetry_events_release ON telemetry_events (type, remote, version, received_at);
`;

const familySwitches = /* sql */ `
-- The switches the family's customer screens read from rest/settings: the social sign-ins its sign-in form offers
-- (Google, as this web app does) and whether users may book tables. A database that has them keeps its values.
INSERT OR IGNORE INTO settings (key, value) VALUES
  ('social_auth_google', '1'), ('social_auth_apple', '0'), ('social_auth_facebook', '0'), ('reservation_enable_for_user', '1');
`;

const shopListOrder = /* sql */ `
-- The shop lists read the approved shops in id order: this index gives them in that order (shops_status_type, by type
-- first, left SQLite a sort of its own on every list).
CREATE INDEX shops_status ON shops (status);
`;

export const MIGRATIONS: readonly Migration[] = [
  { id: 1, name: 'init', sql: init },
  { id: 2, name: 'uploads, payment origin, order repeats', sql: uploads },
  { id: 3, name: 'shop payments', sql: shopPayments },
  { id: 4, name: 'deliveryman requests', sql: deliverymanRequests },
  { id: 5, name: 'product galleries', sql: productGalleries },
  { id: 6, name: 'shop verify', sql: shopVerify },
  { id: 7, name: 'ad banners, brands, landing pages', sql: familyContent },
  { id: 8, name: 'careers', sql: careers },
  { id: 9, name: 'group share secrets', sql: groupShareSecrets },
  { id: 10, name: 'outbox, verification attempts', sql: outbox },
  { id: 11, name: 'verification client', sql: verificationClient },
  { id: 12, name: 'courier tracks', sql: courierTracks },
  { id: 13, name: 'revoked tokens', sql: revokedTokens },
  { id: 14, name: 'telemetry', sql: telemetry },
  { id: 15, name: 'family setting switches', sql: familySwitches },
  { id: 16, name: 'shop list order', sql: shopListOrder },
];
