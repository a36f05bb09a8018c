import nodemailer from 'nodemailer';
import { MailSendError, type Mailer } from '../platform/mailer';
import { redactText } from '../platform/log-redaction';

const REASON_MAX = 500;

type SmtpError = Error & { code?: string; responseCode?: number; permanent?: boolean };

// What went wrong, as the admin's outbox list shows it: the server's reply or the connection
// error. Nodemailer's messages carry no body or credentials; redaction and a length cap anyway.
function toSendError(err: unknown): MailSendError {
  const e = (err instanceof Error ? err : new Error(String(err))) as SmtpError;
  const reason = redactText(e.message).slice(0, REASON_MAX);
  // A 5xx reply to the envelope or the message is final; a refused login or a dropped connection
  // is the server's or the configuration's problem and may pass later.
  const permanent = e.permanent === true && (e.code === 'EENVELOPE' || e.code === 'EMESSAGE');
  return new MailSendError(reason, permanent);
}

// Sends over SMTP_URL (smtp://user:pass@host:587, STARTTLS when the server offers it; smtps:// for
// TLS from the start). One connection per message: the worker sends a few at a time.
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Short waits, so one send stays well inside the worker's claim lease.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    // Nodemailer's own logger would write the message; it stays off.
    logger: false,
  });
  return {
    async send(email) {
      try {
        await transport.sendMail({
          from: email.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          messageId: email.messageId,
        });
      } catch (err) {
        throw toSendError(err);
      }
    },
    close: () => transport.close(),
  };
}
