import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { AdminModule } from './admin/admin.module.js';
import { GoalsModule } from './goals/goals.module.js';
import { HabitsModule } from './habits/habits.module.js';
import type { AppConfig } from './platform/config/app-config.js';
import { ConfigModule } from './platform/config/config.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { SettingsModule } from './platform/settings/settings.module.js';
import { WebModule } from './platform/web/web.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { VisionModule } from './vision/vision.module.js';

@Module({})
export class AppModule {
  /** `extraModules` lets tests add controllers of their own; the application passes none. */
  static forRoot(config: AppConfig, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        SettingsModule,
        HealthModule,
        WebModule,
        GoalsModule,
        HabitsModule,
        ReviewsModule,
        VisionModule,
        AdminModule,
        ...extraModules,
      ],
    };
  }
}
