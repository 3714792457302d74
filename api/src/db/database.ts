import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from './migrations.ts';

export type Params = Record<string, SQLInputValue> | SQLInputValue[];
export type Row = Record<string, SQLInputValue>;

/** A prepared statement and the tables a run of it changes (null: it changes none). */
interface Prepared {
  st: StatementSync;
  writes: readonly string[] | null;
}

// The table a data-changing statement names first. A statement that starts otherwise and is not a plain read
// (a CTE in front of a DELETE, DDL…) is taken to change anything. The schema has no triggers: a statement changes
// its own table and, when it deletes, the tables its foreign keys cascade to.
const WRITE = /^\s*(?:(INSERT\s+OR\s+REPLACE|REPLACE)\s+INTO|INSERT(?:\s+OR\s+\w+)?\s+INTO|UPDATE(?:\s+OR\s+\w+)?|(DELETE)\s+FROM)\s+["`[]?(\w+)/i;
const READ = /^\s*(?:SELECT|EXPLAIN|VALUES)\b|^\s*PRAGMA\s+[\w.]+(?:\s*\([^)]*\))?\s*$/i;
const ANY = '*';

/**
 * A thin layer over node:sqlite: cached statements, transactions, the migrations at open, and a version per table
 * that every write through this layer moves (`stamp`), so answers computed from tables can be kept until they change.
 */
export class Db {
  readonly raw: DatabaseSync;
  private readonly statements = new Map<string, Prepared>();
  private depth = 0;
  /** Writes per table since open; ANY counts changes of unknown reach (every stamp includes it). */
  private readonly versions = new Map<string, number>([[ANY, 0]]);
  private readonly dataVersion: StatementSync | null;
  private lastDataVersion = 0;
  /** Another connection's commits are looked for once per turn of the event loop (each look is a query). */
  private dataVersionSeen = false;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.raw = new DatabaseSync(file);
    if (file !== ':memory:') {
      this.raw.exec('PRAGMA journal_mode = WAL');
      this.raw.exec('PRAGMA busy_timeout = 5000');
    }
    this.raw.exec('PRAGMA synchronous = NORMAL');
    this.raw.exec('PRAGMA foreign_keys = ON');
    migrate(this);
    // Another connection (a second process on the same file) writes without passing here: SQLite's data_version
    // moves then, and every stamp with it. An in-memory database has no other connection.
    this.dataVersion = file === ':memory:' ? null : this.raw.prepare('PRAGMA data_version');
    this.lastDataVersion = this.readDataVersion();
  }

  private statement(sql: string): Prepared {
    let p = this.statements.get(sql);
    if (!p) {
      p = { st: this.raw.prepare(sql), writes: this.writtenTables(sql) };
      this.statements.set(sql, p);
    }
    return p;
  }

  private writtenTables(sql: string): readonly string[] | null {
    const m = WRITE.exec(sql);
    if (m) {
      const table = m[3]!.toLowerCase();
      // A DELETE, or an INSERT that replaces a row, removes rows that other tables' rows may cascade from.
      return m[1] || m[2] ? [table, ...cascadesFrom(this, table)] : [table];
    }
    return READ.test(sql) ? null : [ANY];
  }

  private wrote(p: Prepared): void {
    if (p.writes) for (const t of p.writes) this.versions.set(t, (this.versions.get(t) ?? 0) + 1);
  }

  /**
   * Another connection's commit moves every stamp. Requests handled in the same turn of the event loop share one
   * look (SQLite's data_version, a query of its own on every list answered from kept JSON): a commit that lands
   * between two of them is seen from the next turn, as if they had all been answered when the turn began.
   */
  private lookForOtherCommits(): void {
    if (!this.dataVersion || this.dataVersionSeen) return;
    this.dataVersionSeen = true;
    setImmediate(() => {
      this.dataVersionSeen = false;
    });
    const dv = this.readDataVersion();
    if (dv !== this.lastDataVersion) {
      this.lastDataVersion = dv;
      this.versions.set(ANY, this.versions.get(ANY)! + 1);
    }
  }

  private readDataVersion(): number {
    return this.dataVersion ? Number((this.dataVersion.get() as { data_version: number }).data_version) : 0;
  }

  /**
   * A number that changes whenever a row of one of the tables may have changed (a write through this layer, a
   * rolled-back transaction, another connection's commit) and stays put otherwise: an answer computed from those
   * tables is still right while their stamp is the one it was computed at. Versions only grow, so their sum does.
   */
  stamp(tables: readonly string[]): number {
    this.lookForOtherCommits();
    let sum = this.versions.get(ANY)!;
    for (const t of tables) sum += this.versions.get(t) ?? 0;
    return sum;
  }

  all<T = Row>(sql: string, params: Params = []): T[] {
    const p = this.statement(sql);
    const rows = (Array.isArray(params) ? p.st.all(...params) : p.st.all(params)) as T[];
    this.wrote(p);
    return rows;
  }

  get<T = Row>(sql: string, params: Params = []): T | undefined {
    const p = this.statement(sql);
    const row = (Array.isArray(params) ? p.st.get(...params) : p.st.get(params)) as T | undefined;
    this.wrote(p);
    return row;
  }

  run(sql: string, params: Params = []): { changes: number; lastInsertRowid: number } {
    const p = this.statement(sql);
    const r = Array.isArray(params) ? p.st.run(...params) : p.st.run(params);
    this.wrote(p);
    return { changes: Number(r.changes), lastInsertRowid: Number(r.lastInsertRowid) };
  }

  /** Insert a row from an object; returns the new rowid. */
  insert(table: string, row: Record<string, SQLInputValue | boolean | undefined>): number {
    const keys = Object.keys(row).filter((k) => row[k] !== undefined);
    const sql = `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`;
    return this.run(sql, keys.map((k) => toSql(row[k]))).lastInsertRowid;
  }

  /** Update columns of one row by id. */
  update(table: string, id: number | string, row: Record<string, SQLInputValue | boolean | undefined>): number {
    const keys = Object.keys(row).filter((k) => row[k] !== undefined);
    if (keys.length === 0) return 0;
    const sql = `UPDATE ${table} SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE id = ?`;
    return this.run(sql, [...keys.map((k) => toSql(row[k])), id]).changes;
  }

  /** Run fn in a transaction (nested calls join the outer one). */
  tx<T>(fn: () => T): T {
    if (this.depth > 0) {
      this.depth++;
      try {
        return fn();
      } finally {
        this.depth--;
      }
    }
    this.raw.exec('BEGIN IMMEDIATE');
    this.depth = 1;
    try {
      const result = fn();
      this.raw.exec('COMMIT');
      return result;
    } catch (error) {
      this.raw.exec('ROLLBACK');
      // Whatever was read inside the transaction may have seen rows that are gone now.
      this.versions.set(ANY, this.versions.get(ANY)! + 1);
      throw error;
    } finally {
      this.depth = 0;
    }
  }

  close(): void {
    this.statements.clear();
    this.raw.close();
  }
}

function toSql(v: SQLInputValue | boolean | undefined): SQLInputValue {
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v ?? null;
}

/** Apply the numbered migrations not yet recorded in schema_migrations, each in its own transaction. */
export function migrate(db: Db): void {
  db.raw.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const done = new Set(db.all<{ id: number }>('SELECT id FROM schema_migrations').map((r) => r.id));
  for (const m of MIGRATIONS) {
    if (done.has(m.id)) continue;
    db.tx(() => {
      db.raw.exec(m.sql);
      db.run('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)', [m.id, m.name, new Date().toISOString()]);
    });
  }
}

/**
 * The tables whose rows go or change when a row of `table` goes: those referencing it with ON DELETE CASCADE, SET NULL
 * or SET DEFAULT, transitively. Read from the schema when a statement is first prepared (the schema is the
 * migrations', complete before any statement of the app).
 */
function cascadesFrom(db: Db, table: string): string[] {
  const children = new Map<string, string[]>();
  for (const { name } of db.all<{ name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'")) {
    for (const fk of db.all<{ table: string; on_delete: string }>('SELECT "table", on_delete FROM pragma_foreign_key_list(?)', [name])) {
      if (fk.on_delete === 'NO ACTION' || fk.on_delete === 'RESTRICT') continue;
      const parent = fk.table.toLowerCase();
      children.set(parent, [...(children.get(parent) ?? []), name.toLowerCase()]);
    }
  }
  const seen = new Set<string>([table]);
  const walk = (t: string): void => {
    for (const child of children.get(t) ?? []) if (!seen.has(child)) (seen.add(child), walk(child));
  };
  walk(table);
  seen.delete(table);
  return [...seen];
}

/** `?, ?, ?` for an IN list. */
export const marks = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
