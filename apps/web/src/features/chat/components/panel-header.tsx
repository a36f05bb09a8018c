import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

type PanelHeaderProps = {
  title: ReactNode;
  // "Back" (to the chats) with its label; none on the list itself.
  back?: { label: string; onClick: () => void };
  start?: ReactNode;
  actions?: ReactNode;
};

// The bar at the top of each of the screen's panels: the chats, a new chat, the profile.
export function PanelHeader({ title, back, start, actions }: PanelHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        minHeight: 64,
        flexShrink: 0,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {back && (
        <Tooltip title={back.label}>
          <IconButton aria-label={back.label} onClick={back.onClick} edge="start">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
      )}
      {start}
      <Typography component="h2" variant="h6" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
