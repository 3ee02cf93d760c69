import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppSettingEntity } from './app-setting.entity.js';
import { AppSettingsService } from './app-settings.service.js';
import { InstallationService } from './installation.service.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AppSettingEntity])],
  providers: [AppSettingsService, InstallationService],
  exports: [AppSettingsService, InstallationService],
})
export class SettingsModule {}
