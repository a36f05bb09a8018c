import type { ContactLetter, ContactListItem } from '@rehearse/contracts/contacts';

export type ContactRow =
  | { kind: 'letter'; key: string; letter: string; count: number }
  | { kind: 'contact'; key: string; contact: ContactListItem };

// The list's rows: a header before each letter's first contact (with the letter's count from
// the server, which knows the contacts not loaded yet), then the contacts.
export function contactRows(
  contacts: readonly ContactListItem[],
  letters: readonly ContactLetter[],
): ContactRow[] {
  const counts = new Map(letters.map((entry) => [entry.letter, entry.count]));
  const rows: ContactRow[] = [];
  let current: string | null = null;
  for (const contact of contacts) {
    if (contact.letter !== current) {
      current = contact.letter;
      rows.push({
        kind: 'letter',
        key: `letter-${rows.length}-${current}`,
        letter: current,
        count: counts.get(current) ?? 0,
      });
    }
    rows.push({ kind: 'contact', key: contact.id, contact });
  }
  return rows;
}
