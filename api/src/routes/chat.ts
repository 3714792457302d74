import type { Scopes } from '../server.ts';

export function chatRoutes(_scopes: Scopes): void {}
