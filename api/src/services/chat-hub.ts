import type { Ctx } from '../context.ts';

export class ChatHub {
  ctx: Ctx;
  constructor(ctx: Ctx) {
    this.ctx = ctx;
  }
  close(): void {}
}
