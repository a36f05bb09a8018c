import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// What a spec sees of an email the server sent.
export type InboxEmail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
};

// A real SMTP server on a free local port for the e2e server's delivery worker (SMTP_URL), and a
// small HTTP endpoint on another port where specs read what arrived: the global setup runs in
// vitest's main process and the specs in a worker, so they cannot share the list in memory.
// GET /messages?to=<address> answers the emails to that address, oldest first.
export async function startSmtpInbox() {
  const received: InboxEmail[] = [];
  const smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox');
    if (req.method !== 'GET' || url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = to ? received.filter((mail) => mail.to.includes(to)) : received;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://127.0.0.1:${httpPort}`,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
