import type { Ctx } from '../context.ts';

export class Kitchen {
  ctx: Ctx;
  timer: NodeJS.Timeout | null = null;
  constructor(ctx: Ctx) {
    this.ctx = ctx;
  }
  start(_ms: number): void {}
  stop(): void {}
}
