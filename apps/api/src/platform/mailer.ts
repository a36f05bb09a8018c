// The mail boundary (docs/decisions/040-email-delivery.md). The app and the delivery worker know
// only this type; the Node entry passes the SMTP mailer (mail/smtp-mailer.ts), so nothing below
// app.ts imports nodemailer.

export type OutgoingEmail = {
  // "Name <address>" or an address.
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  // A stable Message-ID per queued email, so a receiver can spot a repeat of an at-least-once send.
  messageId: string;
};

export type Mailer = {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
};

// A send that failed. `permanent` when the server refused the message itself (a 5xx reply to the
// envelope or the data): trying again cannot help. Anything else (4xx, a connection or a login
// problem) may pass later. `reason` is the server's reply or the connection error, never the body.
export class MailSendError extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
    this.name = 'MailSendError';
  }
}
