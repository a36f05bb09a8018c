import { useEffect, useId, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { UnreadBadge } from './unread-badge';

type HeaderPanelProps = {
  label: string;
  icon: ReactNode;
  // An unread count; the badge shows only above zero.
  badge?: number;
  badgeLabel?: string;
  onOpen?: () => void;
  children: (close: () => void) => ReactNode;
};

// A header button that opens its panel as an overlay with a backdrop. MUI's Popover is a modal:
// it traps focus, closes on Escape or a backdrop click and gives focus back to the button.
export function HeaderPanel({
  label,
  icon,
  badge = 0,
  badgeLabel,
  onOpen,
  children,
}: HeaderPanelProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const close = () => setAnchor(null);
  const open = anchor !== null;

  // When an action removes or disables the focused control (Remove, Mark all as read), focus
  // falls back to the page body, outside the popover: Escape must still close the panel.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && document.activeElement === document.body) setAnchor(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={badge > 0 && badgeLabel ? `${label}, ${badgeLabel}` : label}
          aria-haspopup="dialog"
          aria-controls={anchor ? panelId : undefined}
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(event) => {
            onOpen?.();
            setAnchor(event.currentTarget);
          }}
        >
          <UnreadBadge count={badge}>{icon}</UnreadBadge>
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          backdrop: { invisible: false, sx: { bgcolor: 'rgba(0, 0, 0, 0.25)' } },
          paper: {
            role: 'dialog',
            'aria-label': label,
            sx: {
              width: 'min(24rem, calc(100vw - 16px))',
              maxHeight: 'min(36rem, calc(100dvh - 96px))',
              display: 'flex',
              flexDirection: 'column',
              mt: 1,
              overflow: 'hidden',
            },
          },
        }}
      >
        {children(close)}
      </Popover>
    </>
  );
}
