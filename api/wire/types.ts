import type { TSchema } from 'typebox';
export interface FamilyCall {
  screen: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown | ((ctx: ReplayContext) => unknown);
  auth: 'guest' | 'user';
  status?: number;
  schema: TSchema;
}
export interface ReplayContext { token: string; ids: Record<string, number | string>; }
