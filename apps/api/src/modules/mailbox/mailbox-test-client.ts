import { expect } from 'vitest';
import { mailsPageSchema, type MailFolder, type MailLabel } from '@rehearse/contracts/mailbox';
import { call, type TestApp } from '../../../test/test-app';

// Shorthands for the mailbox tests: calls under /api/apps/mailbox as a signed-in user.
export function mailboxTestClient(app: TestApp) {
  const api = (token: string, method: string, path: string, body?: unknown) =>
    call(app, method, `/api/apps/mailbox${path}`, { token, body });

  // GET mails that must succeed, parsed with the contract.
  const list = async (token: string, query = '') => {
    const res = await api(token, 'GET', `/mails${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return mailsPageSchema.parse(res.body);
  };

  const folderIds = async (token: string) => {
    const folders = (await api(token, 'GET', '/folders')).body as MailFolder[];
    return Object.fromEntries(folders.map((f) => [f.slug, f.id]));
  };

  const labels = async (token: string) => (await api(token, 'GET', '/labels')).body as MailLabel[];

  return { api, list, folderIds, labels };
}

export const errorOf = (body: unknown) => (body as { error: string }).error;
