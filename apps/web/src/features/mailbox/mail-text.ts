import {
  blue,
  deepOrange,
  green,
  grey,
  indigo,
  pink,
  purple,
  red,
  teal,
} from '@mui/material/colors';
import type { MailLabelColor } from '@rehearse/contracts/mailbox';

// A label's colour on screen: dark enough for white text at 4.5:1 (WCAG AA), in both themes.
export const LABEL_COLORS: Record<MailLabelColor, string> = {
  gray: grey[700],
  red: red[800],
  orange: deepOrange[900],
  yellow: '#8a6d00',
  green: green[800],
  teal: teal[800],
  blue: blue[800],
  indigo: indigo[500],
  purple: purple[500],
  pink: pink[800],
};

// "Name <address>" as the API stores an address: the name, or the address when there is none.
export function displayName(contact: string): string {
  const match = /^\s*(.*?)\s*<([^>]*)>\s*$/.exec(contact);
  if (!match) return contact.trim();
  return match[1] || match[2];
}

// Composed mails hold the editor's HTML; the sample mails are plain text with line breaks.
export const isHtmlContent = (content: string) => content.trimStart().startsWith('<');

// A line of the mail for the list: its text without tags or repeated spaces.
export function snippetOf(content: string): string {
  const text = isHtmlContent(content)
    ? (new DOMParser().parseFromString(content, 'text/html').body.textContent ?? '')
    : content;
  return text.replace(/\s+/g, ' ').trim().slice(0, 160);
}

// A list of addresses typed into one field, split at commas and semicolons.
export const splitAddresses = (text: string) =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);

export function formatSize(bytes: number, locale: string): string {
  const number = (value: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return `${number(bytes)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}
