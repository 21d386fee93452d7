// The mails auth sends, written to the local inbox instead of an SMTP server.
import type { InboxStore } from '../../dev/inbox/store.ts';

export class Mailer {
  constructor(private readonly inbox: InboxStore) {}

  async recovery(to: string, link: string, otp: string): Promise<void> {
    await this.inbox.send({
      to,
      subject: 'Reset Your Password',
      text: [
        'Reset password',
        '',
        'Follow this link to reset the password for your user:',
        link,
        '',
        `Alternatively, enter the code: ${otp}`,
        '',
        'The link and the code work once, within one hour.',
      ].join('\n'),
    });
  }

  /** A notice to both addresses: the change already happened (email confirmations are off locally). */
  async emailChanged(oldEmail: string, newEmail: string): Promise<void> {
    const text = [
      'Email address changed',
      '',
      `The email address for your account was changed from ${oldEmail} to ${newEmail}.`,
      '',
      'If you did not make this change, reset your password or contact support.',
    ].join('\n');
    const recipients = oldEmail ? [oldEmail, newEmail] : [newEmail];
    for (const to of recipients)
      await this.inbox.send({ to, subject: 'Your email address has been changed', text });
  }
}
