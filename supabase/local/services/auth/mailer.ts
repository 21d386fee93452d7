// The mails auth sends, over SMTP as GoTrue sends them: to the stack's inbox (dev/inbox), which
// accepts SMTP as the Supabase CLI's mail catcher does.
import nodemailer, { type Transporter } from 'nodemailer';

/** GoTrue's sender when no SMTP settings name one (the local stack has none). */
const FROM = 'Local Auth <noreply@localhost>';

export class Mailer {
  private readonly transport: Transporter;

  constructor(smtp: { host: string; port: number }) {
    this.transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
    });
  }

  private async send(mail: { to: string; subject: string; text: string }): Promise<void> {
    await this.transport.sendMail({ from: FROM, ...mail });
  }

  async signup(to: string, link: string, otp: string): Promise<void> {
    await this.send({
      to,
      subject: 'Confirm Your Signup',
      text: [
        'Confirm your signup',
        '',
        'Follow this link to confirm your email address:',
        link,
        '',
        `Alternatively, enter the code: ${otp}`,
      ].join('\n'),
    });
  }

  async magiclink(to: string, link: string, otp: string): Promise<void> {
    await this.send({
      to,
      subject: 'Your Magic Link',
      text: [
        'Magic Link',
        '',
        'Follow this link to sign in:',
        link,
        '',
        `Alternatively, enter the code: ${otp}`,
        '',
        'The link and the code work once, within one hour.',
      ].join('\n'),
    });
  }

  async recovery(to: string, link: string, otp: string): Promise<void> {
    await this.send({
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

  /** An invitation from an admin: the link confirms the address and signs the new user in. */
  async invite(to: string, link: string, otp: string, siteUrl: string): Promise<void> {
    await this.send({
      to,
      subject: 'You have been invited',
      text: [
        'You have been invited',
        '',
        `You have been invited to create a user on ${siteUrl}. Follow this link to accept the invite:`,
        link,
        '',
        `Alternatively, enter the code: ${otp}`,
      ].join('\n'),
    });
  }

  /** A code that proves the person at the keyboard can read the account's mail. */
  async reauthentication(to: string, otp: string): Promise<void> {
    await this.send({
      to,
      subject: `${otp} is your verification code`,
      text: [
        'Your verification code',
        '',
        'Use the code below to verify your identity. It expires shortly.',
        '',
        `Enter the code: ${otp}`,
      ].join('\n'),
    });
  }

  /** One of the links that confirm a change of address, to the new address or to the current one. */
  async emailChange(mail: { to: string; from: string; newEmail: string; link: string; otp: string }) {
    const toCurrent = mail.to.toLowerCase() === mail.from.toLowerCase();
    await this.send({
      to: mail.to,
      subject: 'Confirm your new email address',
      text: [
        'Confirm your new email address',
        '',
        toCurrent
          ? `Someone asked to change this account's address from ${mail.from} to ${mail.newEmail}. Follow this link to confirm it:`
          : `Follow the link below to confirm ${mail.newEmail} as your new email address.`,
        mail.link,
        '',
        `Alternatively, enter the code: ${mail.otp}`,
        '',
        toCurrent
          ? "If you didn't ask for this, don't follow the link, and change your password."
          : "If you didn't request this change, you can safely ignore this email.",
      ].join('\n'),
    });
  }
}
