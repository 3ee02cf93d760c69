import { Injectable, type OnModuleDestroy } from '@nestjs/common';

/**
 * Whether the process is going away. Set by main.ts the moment a signal arrives (and at the
 * latest when the application closes), so readiness answers 503 for the whole drain while
 * requests in flight finish.
 */
@Injectable()
export class ShutdownState implements OnModuleDestroy {
  private shuttingDown = false;

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  begin(): void {
    this.shuttingDown = true;
  }

  onModuleDestroy(): void {
    this.begin();
  }
}
