import type { Scopes } from '../server.ts';

export function accountRoutes(_scopes: Scopes): void {}
