import { describe, expect, it } from 'vitest';
import { inlineText, parseInline, parseMarkdown } from './parse-markdown';

describe('parseMarkdown', () => {
  it('reads a prompt with a fenced code block between paragraphs', () => {
    const blocks = parseMarkdown(
      "What happens when this code runs?\n\n```js\nconst a = { t: 'x' };\n\na = {}; // *not* emphasis\n```\nPick one.",
    );
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'What happens when this code runs?' }],
      },
      { type: 'code', language: 'js', text: "const a = { t: 'x' };\n\na = {}; // *not* emphasis" },
      { type: 'paragraph', children: [{ type: 'text', text: 'Pick one.' }] },
    ]);
  });

  it('keeps an unclosed fence to the end and needs a closing fence at least as long', () => {
    expect(parseMarkdown('````\n```\nstill code')).toEqual([
      { type: 'code', language: null, text: '```\nstill code' },
    ]);
  });

  it('reads ordered and bullet lists, with continuation lines', () => {
    const blocks = parseMarkdown(
      'Steps:\n\n1. Read the row.\n2. Write it\n   back.\n\n- one\n* two',
    );
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Steps:' }] },
      {
        type: 'list',
        ordered: true,
        start: 1,
        items: [
          [{ type: 'text', text: 'Read the row.' }],
          [{ type: 'text', text: 'Write it back.' }],
        ],
      },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]],
      },
    ]);
  });

  it('joins soft line breaks of a paragraph with a space, and reads headings and quotes', () => {
    expect(parseMarkdown('# Title #\nline one\nline two\n> quoted\n> more')).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'line one line two' }] },
      { type: 'quote', children: [{ type: 'text', text: 'quoted more' }] },
    ]);
  });

  it('leaves raw HTML as text', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });
});

describe('parseInline', () => {
  it('reads code spans literally, stripping one padding space', () => {
    expect(parseInline('Use `a*b*c` and `` `x` `` here')).toEqual([
      { type: 'text', text: 'Use ' },
      { type: 'code', text: 'a*b*c' },
      { type: 'text', text: ' and ' },
      { type: 'code', text: '`x`' },
      { type: 'text', text: ' here' },
    ]);
  });

  it('reads bold and italics, nested', () => {
    expect(parseInline('What does the **primary *key* do**?')).toEqual([
      { type: 'text', text: 'What does the ' },
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'primary ' },
          { type: 'em', children: [{ type: 'text', text: 'key' }] },
          { type: 'text', text: ' do' },
        ],
      },
      { type: 'text', text: '?' },
    ]);
  });

  it('never treats intraword underscores, lone stars or escapes as emphasis', () => {
    expect(inlineText(parseInline('snake_case_name and 2 * 3 * 4 and \\*literal\\*'))).toBe(
      'snake_case_name and 2 * 3 * 4 and *literal*',
    );
    expect(parseInline('snake_case_name')).toEqual([{ type: 'text', text: 'snake_case_name' }]);
    expect(parseInline('a ** b')).toEqual([{ type: 'text', text: 'a ** b' }]);
  });

  it('keeps an unmatched backtick as text', () => {
    expect(parseInline('a ` b')).toEqual([{ type: 'text', text: 'a ` b' }]);
  });

  it('makes anchors only of http(s) links', () => {
    expect(parseInline('[docs](https://example.com/a)')).toEqual([
      { type: 'link', href: 'https://example.com/a', children: [{ type: 'text', text: 'docs' }] },
    ]);
    expect(parseInline('[x](javascript:alert)')).toEqual([{ type: 'text', text: 'x' }]);
  });
});
