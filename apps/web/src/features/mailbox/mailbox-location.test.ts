import { describe, expect, it } from 'vitest';
import { mailboxHref, mailsQueryOf, pageOf, parseMailboxPath } from './mailbox-location';

describe('mailbox location', () => {
  it('reads folders, labels, filters and the open mail from the path', () => {
    expect(parseMailboxPath('/apps/mailbox')).toEqual({
      list: { kind: 'folder', slug: 'inbox' },
      mailId: null,
    });
    expect(parseMailboxPath('/apps/mailbox/sent/m1')).toEqual({
      list: { kind: 'folder', slug: 'sent' },
      mailId: 'm1',
    });
    expect(parseMailboxPath('/apps/mailbox/label/work-stuff/m2')).toEqual({
      list: { kind: 'label', slug: 'work-stuff' },
      mailId: 'm2',
    });
    expect(parseMailboxPath('/apps/mailbox/filter/starred')).toEqual({
      list: { kind: 'filter', slug: 'starred' },
      mailId: null,
    });
    // A label slug may hold any letter (decision 008): encoded in the path, decoded here.
    expect(parseMailboxPath('/apps/mailbox/label/%C3%A7al%C4%B1%C5%9Fma').list.slug).toBe(
      'çalışma',
    );
  });

  it('builds the same paths back, with the page in the query', () => {
    const label = { kind: 'label', slug: 'çalışma' } as const;
    expect(mailboxHref(label, 'm1', 2)).toBe(
      '/apps/mailbox/label/%C3%A7al%C4%B1%C5%9Fma/m1?page=2',
    );
    expect(parseMailboxPath(mailboxHref(label, 'm1').split('?')[0] ?? '')).toEqual({
      list: label,
      mailId: 'm1',
    });
    expect(mailboxHref({ kind: 'folder', slug: 'inbox' })).toBe('/apps/mailbox/inbox');
    expect(mailsQueryOf({ kind: 'filter', slug: 'important' }, 3)).toEqual({
      filter: 'important',
      page: 3,
    });
    expect([pageOf('4'), pageOf('0'), pageOf('x'), pageOf(null)]).toEqual([4, 1, 1, 1]);
  });
});
