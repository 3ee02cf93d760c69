import { escapeHtml } from '../../platform/mail/escape-html.js';
import type { Mail } from '../../platform/mail/mailer.js';

/**
 * The link that makes the ADMIN_EMAIL account an admin. It warns the reader, since the account
 * may not be theirs: anyone with the invite code can sign up with (or change to) this address.
 */
export function verifyAdminEmailMail(to: string, name: string, link: string): Mail {
  const warning =
    'Confirm only if you created this account yourself: the link works only while you are ' +
    'signed in to it. If you did not, someone else used your address: take the account over ' +
    'with "Forgot your password?" on the sign-in page, or ignore this mail.';
  return {
    to,
    subject: 'Confirm admin rights for your GoalCoach account',
    text: [
      `Hi ${name},`,
      '',
      `GoalCoach makes the account with the address ${to} its admin once that address is confirmed.`,
      'Open this link within 24 hours, signed in to that account, and press Confirm:',
      '',
      link,
      '',
      warning,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>GoalCoach makes the account with the address ${escapeHtml(to)} its admin once that address is
confirmed. Open this link within 24 hours, signed in to that account, and press Confirm:</p>
<p><a href="${escapeHtml(link)}">Confirm admin rights</a></p>
<p>${escapeHtml(warning)}</p>`,
  };
}
