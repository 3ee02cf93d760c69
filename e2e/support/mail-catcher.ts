import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type CaughtMail = { to: string; raw: string };

export type MailCatcher = { smtpPort: number; mailboxUrl: string; stop: () => Promise<void> };

/**
 * A real SMTP server on loopback that keeps every mail the app sends, plus a small HTTP view
 * (`GET /mails`) so journeys in other processes can read them.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const http: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const smtpAddress = smtp.server.address() as AddressInfo;
  const httpAddress = http.address() as AddressInfo;
  return {
    smtpPort: smtpAddress.port,
    mailboxUrl: `http://127.0.0.1:${httpAddress.port}/mails`,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** Waits for the newest mail to `to` and returns it decoded enough to find links. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<string> {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error('Global setup did not start the mail catcher');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(url)).json()) as CaughtMail[];
    const mail = mails.filter((m) => m.to.includes(to)).at(-1);
    // Quoted-printable soft line breaks and escapes would split a long link.
    if (mail) return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}
