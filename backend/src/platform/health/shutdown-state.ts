import { Injectable, type OnModuleDestroy } from '@nestjs/common';

/**
 * Whether the process is going away. Set by main.ts the moment a signal arrives (and at the
 * latest when the application closes), so readiness fails before the server stops listening
 * and load balancers send new work elsewhere.
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
