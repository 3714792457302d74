import type { Scopes } from '../server.ts';

export function cartRoutes(_scopes: Scopes): void {}
