import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';

type Props = {
  title: string;
  // One sentence of what the chart shows, read with its title.
  summary: string;
  // The chart's figures as a table for screen readers: column heads and rows.
  table?: { columns: string[]; rows: (string | number)[][] };
  children: ReactNode;
};

// A dashboard card: its title, a summary, the chart (hidden from screen readers, which read
// the same figures from a visually hidden table instead).
export function ChartSection({ title, summary, table, children }: Props) {
  const id = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ minWidth: 0 }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.125rem' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {summary}
        </Typography>
        <Box aria-hidden={table ? true : undefined} sx={{ minWidth: 0 }}>
          {children}
        </Box>
        {table && (
          <Box component="table" sx={visuallyHidden}>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
