import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type NextStepAction =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'button'; label: string; onClick: () => void; pending: boolean; disabled?: boolean };

type NextStepCardProps = {
  icon: ReactNode;
  title: string;
  description: string;
  action: NextStepAction;
  // The most urgent step is drawn stronger.
  emphasis?: boolean;
};

// One thing worth doing next: what it is, why, and the one control that does it.
export function NextStepCard({ icon, title, description, action, emphasis }: NextStepCardProps) {
  return (
    <Card
      variant="outlined"
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        borderColor: emphasis ? 'primary.main' : 'divider',
        borderWidth: emphasis ? 2 : 1,
      }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', gap: 1.5, pb: 1 }}>
        <Box aria-hidden sx={{ color: 'primary.main', pt: 0.25, display: 'flex' }}>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {description}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        {action.kind === 'link' ? (
          <Button variant={emphasis ? 'contained' : 'outlined'} href={action.href}>
            {action.label}
          </Button>
        ) : (
          <Button
            variant={emphasis ? 'contained' : 'outlined'}
            onClick={action.onClick}
            disabled={action.pending || action.disabled}
            startIcon={action.pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {action.label}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
