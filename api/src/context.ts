import path from 'node:path';
import { dayNameOf } from '@market/contract';
import type { Db } from './db/database.ts';
import type { ReadCache } from './db/read-cache.ts';
import type { Tokens } from './auth/tokens.ts';
import type { Point } from './lib/geo.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface AppOptions {
  /** SQLite file, or ':memory:' (the default of buildApp). */
  dbPath?: string;
  /** The clock (tests pin it). */
  now?: () => Date;
  /** Kitchen/courier simulation: ms between status steps; 0 = off (call app.market.kitchen.step() yourself). */
  kitchenStepMs?: number;
  /** FIREBASE_AUTH_EMULATOR_HOST, e.g. '127.0.0.1:9099': verify identity-provider tokens against the emulator. */
  authEmulatorHost?: string;
  /** Firebase project id (audience of ID tokens). Default 'demo-market'. */
  firebaseProjectId?: string;
  /** HS256 secret; default API_JWT_SECRET, else generated (stored under the DB's folder for file DBs). */
  jwtSecret?: string;
  /** Access token lifetime, seconds (default 7 days). */
  tokenTtlSeconds?: number;
  /** Requests per minute, client address and auth route (default 60); false disables. */
  authRateLimit?: number | false;
  /**
   * The proxies whose X-Forwarded-For names the client (addresses or CIDR ranges): the gateway's address as the API
   * sees it. Default API_TRUSTED_PROXIES (comma-separated; empty: none), else loopback's 127.0.0.1 and ::1. A request
   * from any other address is keyed by its own address, whatever it forwards.
   */
  trustedProxies?: string[];
  /** Largest request body in bytes (default 256 KiB). */
  bodyLimit?: number;
  /** Where `<lng>/common.json` catalogues live (default <repo>/host/locales). */
  localesDir?: string;
  /** Seed an empty database (default true). */
  seed?: boolean;
  /**
   * Development only: answer verification codes in auth responses too (they always go to the outbox table, the
   * reference API's mail and SMS). Default: API_DEV_CODES=1.
   */
  devCodes?: boolean;
  /** Delay of the simulated support reply in chats, ms; 0 = no reply (default). */
  chatReplyMs?: number;
  /** Time zone of shop hours (default America/New_York). */
  timeZone?: string;
  logger?: boolean;
  /** Where each reported CSP violation is written, one line each (default: stderr). */
  cspReportLog?: (line: string) => void;
  /** Telemetry batches a minute per client (default API_TELEMETRY_RATE_LIMIT, else 30); 0: no limit. */
  telemetryRateLimit?: number;
  /**
   * The API's public address (an http(s) origin, e.g. https://market.example; default API_PUBLIC_URL): pictures are
   * answered as absolute URLs under it. Without one, as paths of the API's own origin (services/pictures.ts).
   */
  publicUrl?: string;
}

export type ResolvedOptions = Required<Omit<AppOptions, 'authEmulatorHost' | 'jwtSecret' | 'authRateLimit'>> & {
  authEmulatorHost?: string;
  authRateLimit: number | false;
};

export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  day: string;
}

/** What every route module gets. */
export interface Ctx {
  db: Db;
  options: ResolvedOptions;
  now: () => Date;
  tokens: Tokens;
  /** Active language codes. */
  locales: Set<string>;
  /** Answers of the catalogue's lists, kept until a table they read changes. */
  answers: ReadCache;
  /** Delivery zones by shop id (approved shops), reloaded when the shops change. */
  zones(): Map<number, Point[]>;
  /** Ids of approved shops open right now (switch, working hours, closed dates). */
  openShopIds(): Set<number>;
  /** Reload zones and open shops on the next call (they also reload by themselves when their tables change). */
  invalidateShops(): void;
  local(date?: Date): LocalTime;
}

export function createLocalClock(timeZone: string): (d: Date) => LocalTime {
  const fmt = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // Every request that lists shops asks for the local minute, and formatting it costs more than the rest of a kept
  // answer: the last one is kept for the UTC minute it was made for (zones' offsets are whole minutes).
  let last: { minute: number; local: LocalTime } | null = null;
  return (d) => {
    const minute = Math.floor(d.getTime() / 60_000);
    if (last?.minute === minute) return last.local;
    const parts = Object.fromEntries(fmt.formatToParts(d).map((p) => [p.type, p.value]));
    const date = `${parts.year}-${parts.month}-${parts.day}`;
    const local = Object.freeze({ date, time: `${parts.hour}:${parts.minute}`, day: dayNameOf(new Date(`${date}T12:00:00Z`).getUTCDay()) });
    last = { minute, local };
    return local;
  };
}

export function createShopCaches(db: Db, local: () => LocalTime): Pick<Ctx, 'zones' | 'openShopIds' | 'invalidateShops'> {
  let zones: { stamp: number; byShop: Map<number, Point[]> } | null = null;
  let open: { key: string; stamp: number; ids: Set<number> } | null = null;
  return {
    zones() {
      const stamp = db.stamp(['shops']);
      if (zones?.stamp !== stamp) {
        const rows = db.all<{ id: number; zone: string }>("SELECT id, zone FROM shops WHERE status = 'approved'");
        zones = { stamp, byShop: new Map(rows.map((r) => [r.id, JSON.parse(r.zone) as Point[]])) };
      }
      return zones.byShop;
    },
    openShopIds() {
      const t = local();
      const key = `${t.date} ${t.time}`;
      const stamp = db.stamp(OPEN_TABLES);
      if (open?.key !== key || open.stamp !== stamp) {
        const rows = db.all<{ id: number }>(
          `SELECT s.id FROM shops s JOIN shop_working_days w ON w.shop_id = s.id AND w.kind = 'shop' AND w.day = ?
           WHERE s.status = 'approved' AND s.open = 1 AND w.disabled = 0 AND w.from_time <= ? AND w.to_time >= ?
             AND NOT EXISTS (SELECT 1 FROM shop_closed_dates c WHERE c.shop_id = s.id AND c.kind = 'shop' AND c.day = ?)`,
          [t.day, t.time, t.time, t.date],
        );
        open = { key, stamp, ids: new Set(rows.map((r) => r.id)) };
      }
      return open.ids;
    },
    invalidateShops() {
      zones = null;
      open = null;
    },
  };
}

/** What "open now" reads besides the clock. */
export const OPEN_TABLES = ['shops', 'shop_working_days', 'shop_closed_dates'] as const;
