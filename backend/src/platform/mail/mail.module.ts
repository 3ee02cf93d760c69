import { Global, Module } from '@nestjs/common';
import { TypeOrmModule, getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Clock } from '../clock/clock.js';
import { MailOutboxEntity } from './mail-outbox.entity.js';
import { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntity])],
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG, getRepositoryToken(MailOutboxEntity), Clock],
      useFactory: (config: AppConfig, outbox: Repository<MailOutboxEntity>, clock: Clock) =>
        config.smtpUrl
          ? new SmtpMailer(config.smtpUrl, config.mailFrom)
          : new OutboxMailer(outbox, clock),
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
