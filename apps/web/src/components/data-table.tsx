import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

export type Column<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  // Left out below `sm` where another cell repeats it, so a phone needs no sideways scroll.
  hideOnPhone?: boolean;
};

const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

// Figures as a plain table: a chart's text alternative (progress tracker, dashboards), or a list
// that is a table anyway.
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  return (
    // A wide table scrolls sideways on a phone; the scroller takes focus so the keyboard can
    // scroll it too.
    <Box role="group" aria-label={caption} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align={c.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...(c.hideOnPhone && phoneHidden) }}
              >
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.numeric ? 'right' : 'left'}
                  sx={c.hideOnPhone ? phoneHidden : undefined}
                >
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
