// A small stand-in for Stripe's API, started in a test (node:http), so the real `stripe`
// package is exercised end to end: it creates Checkout Sessions from the form-encoded body
// stripe-node sends and reads them back by id. The test marks a session paid, as a buyer
// finishing on Stripe's page would, and signs webhook events with the package's own helper.
// For browser tests it also serves the hosted payment page each session's `url` opens: its
// "Pay" button marks the session paid, sends the signed `checkout.session.completed` webhook to
// `webhookUrl` when one is given, and returns the buyer to the success URL, as Stripe does.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEY = 'sk_test_fake_0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_0123456789abcdef';

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  // The form fields as received, for assertions.
  form: Record<string, string>;
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  res.end(JSON.stringify(body));
}

const view = ({ form: _form, ...session }: FakeSession) => session;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function paymentPage(session: FakeSession) {
  const amount = (session.amount_total / 100).toFixed(2);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title><link rel="icon" href="data:,"></head>
<body><main><h1>Fake Stripe Checkout</h1>
<p>Pay ${escapeHtml(session.currency.toUpperCase())} ${amount}</p>
<form method="post"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p></main></body></html>`;
}

const missingSession = (id: string) => ({
  error: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such checkout.session: '${id}'`,
    param: 'session',
  },
});

export async function startFakeStripe(options: { webhookUrl?: string } = {}) {
  let webhookUrl = options.webhookUrl;
  const sessions = new Map<string, FakeSession>();
  const requests: { method: string; path: string }[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path });
      const hosted = /^\/c\/pay\/([^/]+)$/.exec(path);
      if (hosted) return hostedPage(req, res, sessions.get(decodeURIComponent(hosted[1]!)));
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
          return send(res, 400, { error: { type: 'invalid_request_error', message: 'form' } });
        }
        const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
        const metadata: Record<string, string> = {};
        for (const [key, value] of Object.entries(form)) {
          const m = /^metadata\[(.+)\]$/.exec(key);
          if (m) metadata[m[1]!] = value;
        }
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          mode: form.mode ?? '',
          status: 'open',
          payment_status: 'unpaid',
          amount_total:
            Number(form['line_items[0][price_data][unit_amount]']) *
            Number(form['line_items[0][quantity]']),
          currency: form['line_items[0][price_data][currency]'] ?? '',
          metadata,
          success_url: form.success_url ?? '',
          cancel_url: form.cancel_url ?? '',
          url: `${baseUrl}/c/pay/${id}`,
          form,
        };
        sessions.set(id, session);
        return send(res, 200, view(session));
      }
      const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expiring) {
        const session = sessions.get(decodeURIComponent(expiring[1]!));
        if (!session) return send(res, 404, missingSession(expiring[1]!));
        if (session.status !== 'open') {
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          });
        }
        session.status = 'expired';
        return send(res, 200, view(session));
      }
      const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && one) {
        const session = sessions.get(decodeURIComponent(one[1]!));
        if (!session) return send(res, 404, missingSession(one[1]!));
        return send(res, 200, view(session));
      }
      send(res, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  let eventCount = 0;

  // The buyer on the hosted page: GET shows it, POST pays, tells the webhook, goes back.
  async function hostedPage(req: IncomingMessage, res: ServerResponse, session?: FakeSession) {
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('No such checkout session');
    }
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(paymentPage(session));
    }
    fake.markPaid(session.id);
    if (webhookUrl) {
      const { payload, signature } = fake.event('checkout.session.completed', session);
      await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
    }
    res.writeHead(303, {
      location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
    });
    res.end();
  }

  const fake = {
    url: baseUrl,
    // Where the hosted page's "Pay" sends its webhook (an app started after this server).
    sendWebhooksTo(url: string) {
      webhookUrl = url;
    },
    sessions,
    requests,
    // The buyer paid on Stripe's page.
    markPaid(id: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
    },
    // The buyer left the page until it timed out.
    markExpired(id: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      session.status = 'expired';
    },
    // A webhook event about a session (a new event id unless one is given), signed as Stripe
    // signs it: the body and its Stripe-Signature header.
    event(
      type: string,
      session: Pick<FakeSession, 'id'> & Partial<FakeSession>,
      options: { id?: string; secret?: string } = {},
    ) {
      const known = sessions.get(session.id);
      const payload = JSON.stringify({
        id: options.id ?? `evt_test_${++eventCount}_${randomBytes(6).toString('hex')}`,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object: known ? view(known) : { object: 'checkout.session', ...session } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
      });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
