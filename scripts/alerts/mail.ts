import { createTransport } from 'nodemailer';

/** An e-mail as the alerts service sends it: plain text, with headers (List-Unsubscribe). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * A mailer over SMTP (nodemailer): `url` as `smtp://user:password@host:port` or `smtps://...`,
 * from `ALERTS_SMTP_URL`; `from` the sender's address (`ALERTS_MAIL_FROM`).
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers });
    },
  };
}
