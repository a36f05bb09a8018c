import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';

// The top loading bar shown while a route's guards, data and code load.
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-hidden
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip', height: 3 }}
    />
  );
}
