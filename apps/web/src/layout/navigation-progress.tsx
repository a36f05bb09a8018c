import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useNavigation } from 'react-router';

const slide = keyframes`
  0% { transform: translateX(-100%) scaleX(0.3); }
  50% { transform: translateX(30%) scaleX(0.6); }
  100% { transform: translateX(100%) scaleX(0.3); }
`;

// The top loading bar shown while a route's guards, data and code load. A few lines of CSS
// rather than MUI's LinearProgress: this is on every page, the sign-in page included.
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <LoadingBar />;
}

// The first load of the app (the router's HydrateFallback): the same bar while the guards and
// the signed-in layout's data (decision 015) load, before anything else can show.
export function InitialLoading() {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <LoadingBar />
    </Box>
  );
}

function LoadingBar() {
  return (
    <Box
      role="progressbar"
      aria-hidden
      data-testid="navigation-progress"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 'tooltip',
        overflow: 'hidden',
        bgcolor: 'action.hover',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          bgcolor: 'primary.main',
          transformOrigin: 'left',
          animation: `${slide} 1.2s ease-in-out infinite`,
        },
      }}
    />
  );
}
