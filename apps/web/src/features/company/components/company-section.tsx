import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

// A titled card that is a landmark of its own (a section labelled by its h2).
export function CompanySection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
