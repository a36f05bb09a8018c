// A small Markdown reader for question prompts, options and explanations. It turns text into
// plain data that React renders as elements, so nothing is ever injected as HTML: raw HTML in a
// prompt shows as text. It covers what question authors write (paragraphs, fenced code, inline
// code, bold, italics, lists, headings, quotes, http(s) links); anything else stays literal.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'code'; language: string | null; text: string }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] };

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)\s*$/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^ {0,3}[-*+]\s+(.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;
const PUNCTUATION = /[!-/:-@[-`{-~]/;
const WORD = /[\p{L}\p{N}]/u;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;
  let quote: string[] = [];

  const flush = () => {
    if (paragraph.length) {
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
      paragraph = [];
    }
    if (list) {
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((item) => parseInline(item)),
      });
      list = null;
    }
    if (quote.length) {
      blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) });
      quote = [];
    }
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      // An unclosed fence runs to the end, as in CommonMark.
      while (i < lines.length && !isClosingFence(lines[i]!, marker)) body.push(lines[i++]!);
      blocks.push({ type: 'code', language: fence[2] || null, text: body.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({
        type: 'heading',
        level: heading[1]!.length,
        children: parseInline(heading[2]!),
      });
      continue;
    }
    const bullet = BULLET.exec(line);
    const ordered = bullet ? null : ORDERED.exec(line);
    if (bullet || ordered) {
      const isOrdered = !!ordered;
      if (!list || list.ordered !== isOrdered) {
        flush();
        list = { ordered: isOrdered, start: ordered ? Number(ordered[1]) : 1, items: [] };
      }
      list.items.push(bullet ? bullet[1]! : ordered![2]!);
      continue;
    }
    const quoted = QUOTE.exec(line);
    if (quoted) {
      if (!quote.length) flush();
      quote.push(quoted[1]!);
      continue;
    }
    if (list) {
      // A continuation line belongs to the list's last item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (quote.length) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

function isClosingFence(line: string, marker: string): boolean {
  const trimmed = line.trim();
  return (
    trimmed.length >= marker.length &&
    [...trimmed].every((c) => c === marker[0]) &&
    line.length - line.trimStart().length <= 3
  );
}

const isWordChar = (c: string | undefined) => c !== undefined && WORD.test(c);
const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);

function pushText(out: Inline[], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

// Where the emphasis opened at `from` with `marker` closes, or -1.
function findClosing(text: string, marker: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '`') {
      const run = /^`+/.exec(text.slice(i))![0];
      const end = text.indexOf(run, i + run.length);
      i = end === -1 ? i + run.length : end + run.length;
      continue;
    }
    if (
      text.startsWith(marker, i) &&
      !isSpace(text[i - 1]) &&
      // Intraword underscores (snake_case, __dunder__ names) never close.
      !(marker[0] === '_' && isWordChar(text[i + marker.length])) &&
      // `**` inside a `*` span is not its closing.
      !(marker === '*' && text[i + 1] === '*')
    ) {
      return i;
    }
    i++;
  }
  return -1;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length && PUNCTUATION.test(text[i + 1]!)) {
      pushText(out, text[i + 1]!);
      i += 2;
      continue;
    }
    if (c === '`') {
      const run = /^`+/.exec(text.slice(i))![0];
      const end = findRun(text, run, i + run.length);
      if (end === -1) {
        pushText(out, run);
        i += run.length;
        continue;
      }
      let code = text.slice(i + run.length, end);
      if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ')) code = code.slice(1, -1);
      out.push({ type: 'code', text: code });
      i = end + run.length;
      continue;
    }
    if (c === '*' || c === '_') {
      const marker = text[i + 1] === c ? c + c : c;
      const opens = !isSpace(text[i + marker.length]) && !(c === '_' && isWordChar(text[i - 1]));
      const close = opens ? findClosing(text, marker, i + marker.length + 1) : -1;
      if (close !== -1) {
        const children = parseInline(text.slice(i + marker.length, close));
        out.push({ type: marker.length === 2 ? 'strong' : 'em', children });
        i = close + marker.length;
        continue;
      }
      pushText(out, marker);
      i += marker.length;
      continue;
    }
    if (c === '[') {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(text.slice(i));
      if (link) {
        const children = parseInline(link[1]!);
        // Only web links become anchors: javascript:, data: and the like stay text.
        if (/^https?:\/\//i.test(link[2]!)) out.push({ type: 'link', href: link[2]!, children });
        else
          children.forEach((child) =>
            child.type === 'text' ? pushText(out, child.text) : out.push(child),
          );
        i += link[0].length;
        continue;
      }
    }
    pushText(out, c);
    i++;
  }
  return out;
}

// The next backtick run of exactly the opening's length.
function findRun(text: string, run: string, from: number): number {
  let at = text.indexOf(run, from);
  while (at !== -1) {
    const before = text[at - 1] === '`';
    const after = text[at + run.length] === '`';
    if (!before && !after) return at;
    at = text.indexOf(run, at + 1);
  }
  return -1;
}

// The plain text of inline content, for accessible names and comparisons.
export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((n) => ('children' in n ? inlineText(n.children) : n.text)).join('');
}
