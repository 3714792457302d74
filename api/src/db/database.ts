import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from './migrations.ts';

export type Params = Record<string, SQLInputValue> | SQLInputValue[];
export type Row = Record<string, SQLInputValue>;

/** A thin layer over node:sqlite: cached statements, transactions, and the migrations at open. */
export class Db {
  readonly raw: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private depth = 0;

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
  }

  private statement(sql: string): StatementSync {
    let st = this.statements.get(sql);
    if (!st) {
      st = this.raw.prepare(sql);
      this.statements.set(sql, st);
    }
    return st;
  }

  all<T = Row>(sql: string, params: Params = []): T[] {
    const st = this.statement(sql);
    return (Array.isArray(params) ? st.all(...params) : st.all(params)) as T[];
  }

  get<T = Row>(sql: string, params: Params = []): T | undefined {
    const st = this.statement(sql);
    return (Array.isArray(params) ? st.get(...params) : st.get(params)) as T | undefined;
  }

  run(sql: string, params: Params = []): { changes: number; lastInsertRowid: number } {
    const st = this.statement(sql);
    const r = Array.isArray(params) ? st.run(...params) : st.run(params);
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

/** `?, ?, ?` for an IN list. */
export const marks = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
