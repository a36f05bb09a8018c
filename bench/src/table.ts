export type Cell = string | number;

export type Table = {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly Cell[])[];
  // Printed under the table: what the figures mean or how they were taken.
  notes?: readonly string[];
};

const MAX_DIGITS = 3;

const decimalsOf = (n: number) => {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot === -1 || /e/i.test(text) ? 0 : Math.min(MAX_DIGITS, text.length - dot - 1);
};

// Callers round; each numeric column then shows one fixed number of decimals so the decimal
// points line up. Strings are printed as given (a pre-formatted figure keeps its own digits).
export function renderTable(table: Table): string {
  const header = table.columns.map(String);
  const numeric = header.map((_, i) => table.rows.some((row) => typeof row[i] === 'number'));
  const digits = header.map((_, i) =>
    Math.max(
      0,
      ...table.rows.map((row) => row[i]).map((c) => (typeof c === 'number' ? decimalsOf(c) : 0)),
    ),
  );
  const body = table.rows.map((row) =>
    header.map((_, i) => {
      const cell = row[i] ?? '';
      return typeof cell === 'number'
        ? cell.toLocaleString('en-US', {
            minimumFractionDigits: digits[i],
            maximumFractionDigits: digits[i],
          })
        : cell;
    }),
  );
  // Numbers (and any text in a numeric column) are right-aligned; other text left-aligned.
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [
    '',
    table.title,
    '='.repeat(table.title.length),
    line(header),
    rule,
    ...body.map(line),
    ...(table.notes ?? []).map((note) => `  * ${note}`),
  ].join('\n');
}

export function printTable(table: Table): void {
  console.log(renderTable(table));
}
