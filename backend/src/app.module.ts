import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { AccountModule } from './account/account.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { CheckInsModule } from './check-ins/check-ins.module.js';
import { GoalsModule } from './goals/goals.module.js';
import { HabitsModule } from './habits/habits.module.js';
import { MIGRATIONS } from './migrations/index.js';
import type { Clock } from './platform/clock/clock.js';
import { ClockModule } from './platform/clock/clock.module.js';
import type { AppConfig } from './platform/config/app-config.js';
import { ConfigModule } from './platform/config/config.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { MailModule } from './platform/mail/mail.module.js';
import { SettingsModule } from './platform/settings/settings.module.js';
import { WebModule } from './platform/web/web.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { UsersModule } from './users/users.module.js';
import { VisionModule } from './vision/vision.module.js';

@Module({})
export class AppModule {
  /**
   * `extraModules` lets tests add controllers of their own and `clock` move time; the
   * application passes neither.
   */
  static forRoot(config: AppConfig, extraModules: Type[] = [], clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(clock),
        DatabaseModule.forRoot(MIGRATIONS),
        SettingsModule,
        MailModule,
        UsersModule,
        AuthModule,
        HealthModule,
        WebModule,
        CheckInsModule,
        GoalsModule,
        HabitsModule,
        ReviewsModule,
        VisionModule,
        AdminModule,
        AccountModule,
        CalendarModule,
        ...extraModules,
      ],
    };
  }
}
