import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock.js';

@Global()
@Module({})
export class ClockModule {
  /** The system clock unless a test passes its own. */
  static forRoot(clock: Clock = new SystemClock()): DynamicModule {
    return {
      module: ClockModule,
      providers: [{ provide: Clock, useValue: clock }],
      exports: [Clock],
    };
  }
}
