import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedEmail = ParsedMail & { envelopeTo: string[] };
type Refusal = { code: number; message: string };

// A real SMTP server on a free local port for the delivery tests: it takes a login (the test
// user and password), collects what arrives, parsed, and can refuse recipients with a given reply.
export async function startSmtpInbox() {
  const user = 'rehearse';
  const pass = 'inbox-password';
  const received: ReceivedEmail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let refusal: (() => Refusal | undefined) | undefined;
  // Every RCPT TO the server answered, accepted or refused.
  let recipientsTried = 0;

  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user });
      return callback(
        Object.assign(new Error('Invalid username or password'), { responseCode: 535 }),
      );
    },
    onRcptTo(_address, _session, callback) {
      recipientsTried++;
      const refused = refusal?.();
      if (refused) {
        return callback(Object.assign(new Error(refused.message), { responseCode: refused.code }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
          for (const waiter of [...waiters]) {
            if (received.length >= waiter.count) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve();
            }
          }
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    wrongPasswordUrl: `smtp://${user}:not-the-password@127.0.0.1:${port}`,
    received,
    recipientsTried: () => recipientsTried,
    // Refuse every recipient with this reply (e.g. 451 or 550) until set back to undefined.
    refuse(next: Refusal | undefined) {
      refusal = next && (() => next);
    },
    // Resolves once `count` emails have arrived in all.
    waitFor: (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    reset() {
      received.length = 0;
      recipientsTried = 0;
      refusal = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
