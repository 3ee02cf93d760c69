import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckInDays } from './check-in-days.js';
import { CheckInEntity } from './check-in.entity.js';
import { CheckInsController } from './check-ins.controller.js';
import { CheckInsService } from './check-ins.service.js';

/**
 * Daily check-ins. Their table is read by others only through CheckInDays: the goal figures
 * and the monthly reviews import this module, and it imports neither.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CheckInEntity])],
  controllers: [CheckInsController],
  providers: [CheckInsService, CheckInDays],
  exports: [CheckInDays],
})
export class CheckInsModule {}
