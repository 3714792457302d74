import type { Scopes } from '../server.ts';

export function authRoutes(_scopes: Scopes): void {}
