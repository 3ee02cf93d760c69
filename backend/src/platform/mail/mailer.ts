export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: over SMTP when SMTP_URL is set, else into the dev outbox (see mail.module.ts). */
export abstract class Mailer {
  abstract send(mail: Mail): Promise<void>;
}
