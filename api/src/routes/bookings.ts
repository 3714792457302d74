import type { Scopes } from '../server.ts';

export function bookingRoutes(_scopes: Scopes): void {}
