import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type SectionCardProps = {
  title: string;
  // Controls beside the title (a toggle, a link).
  action?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  'data-tour'?: string;
};

// A titled card that is a landmark of its own (a section labelled by its h2), so a screen
// reader can jump between a screen's parts (the workspace's cards, a dashboard's).
export function SectionCard({ title, action, subtitle, children, ...rest }: SectionCardProps) {
  const id = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      data-tour={rest['data-tour']}
      sx={{ minWidth: 0 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 1.5,
            flexWrap: 'wrap',
            mb: 2,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem' }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
