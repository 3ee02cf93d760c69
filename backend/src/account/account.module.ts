import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { StorageModule } from '../platform/storage/storage.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountController } from './account.controller.js';
import { AccountDeletionService } from './deletion/account-deletion.service.js';
import { AccountExportService } from './export/account-export.service.js';

/** A person's own data as a whole: download all of it, or erase the account with all of it. */
@Module({
  imports: [AuthModule, UsersModule, StorageModule],
  controllers: [AccountController],
  providers: [AccountExportService, AccountDeletionService],
})
export class AccountModule {}
