import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// One headline figure: what it counts, the number, and a line that puts it in context.
export function FigureCard({
  label,
  value,
  detail,
  color,
}: {
  label: string;
  value: string;
  detail?: ReactNode;
  color?: string;
}) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="p" variant="h3" sx={{ color, my: 0.5 }}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
