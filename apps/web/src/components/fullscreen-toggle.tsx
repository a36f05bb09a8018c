import { useSyncExternalStore } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { useTranslation } from 'react-i18next';

type FullscreenState = 'active' | 'available' | 'unavailable';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const fullscreenState = (): FullscreenState => {
  if (document.fullscreenElement !== null) return 'active';
  return document.fullscreenEnabled ? 'available' : 'unavailable';
};
// A page drawn on the server shows the button; a browser without fullscreen hides it once it has
// taken the page over.
const serverState = (): FullscreenState => 'available';

// Fullscreen on and off. A browser may refuse (an iframe, a policy): that is only logged, as the
// specification asks; the button then simply stays as it was.
export function FullscreenToggle() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribe, fullscreenState, serverState);
  if (state === 'unavailable') return null;
  const active = state === 'active';

  const toggle = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch (error) {
      console.error('Toggling fullscreen failed', error);
    }
  };

  const label = active ? t('widgets.fullscreen.exit') : t('widgets.fullscreen.enter');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={active}
        onClick={() => void toggle()}
      >
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
