import type { Scopes } from '../server.ts';

export function orderRoutes(_scopes: Scopes): void {}
