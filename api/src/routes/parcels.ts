import type { Scopes } from '../server.ts';

export function parcelRoutes(_scopes: Scopes): void {}
