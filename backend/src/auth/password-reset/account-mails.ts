import { escapeHtml } from '../../platform/mail/escape-html.js';
import type { Mail } from '../../platform/mail/mailer.js';

export function resetPasswordMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your GoalCoach password',
    text: [
      `Hi ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your GoalCoach account.',
      'Open this link within 60 minutes to choose a new password:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>Someone (hopefully you) asked to reset the password of your GoalCoach account.
Open this link within 60 minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>`,
  };
}

export function passwordChangedMail(to: string, name: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'Your GoalCoach password was changed',
    text: [
      `Hi ${name},`,
      '',
      'The password of your GoalCoach account was just changed.',
      `If this was not you, reset your password at once: ${publicUrl}`,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>The password of your GoalCoach account was just changed.</p>
<p>If this was not you, reset your password at once: <a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>`,
  };
}
