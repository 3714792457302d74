import type { Scopes } from '../server.ts';

export function catalogueRoutes(_scopes: Scopes): void {}
