import { Logger } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { Clock } from '../clock/clock.js';
import type { MailOutboxEntity } from './mail-outbox.entity.js';
import { type Mail, Mailer } from './mailer.js';

/** Development mail: stored in `mail_outbox`, with its links printed in the server log. */
export class OutboxMailer extends Mailer {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly outbox: Repository<MailOutboxEntity>,
    private readonly clock: Clock,
  ) {
    super();
  }

  async send(mail: Mail): Promise<void> {
    await this.outbox.insert({ ...mail, createdAt: this.clock.now() });
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    this.logger.log({
      msg: `Mail to ${mail.to} kept in the dev outbox (no SMTP_URL): ${mail.subject}`,
      links,
    });
  }
}
