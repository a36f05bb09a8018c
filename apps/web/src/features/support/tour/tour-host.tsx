import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { tourStore } from './tour-store';

// The overlay (and MUI with it) loads only when a tour is running.
const TourOverlay = lazy(() =>
  import('./tour-overlay').then((module) => ({ default: module.TourOverlay })),
);

// Mounted once at the root, so a tour started on the demo page carries on over the tool's own
// screen. It ends when the candidate leaves that screen.
export function TourHost() {
  const tour = useSyncExternalStore(tourStore.subscribe, tourStore.get, () => null);
  const { pathname } = useLocation();
  const onScreen = tour !== null && tour.path === pathname;

  useEffect(() => {
    if (!tour) return;
    if (onScreen && !tour.arrived) tourStore.update({ arrived: true });
    if (!onScreen && tour.arrived) tourStore.end();
  }, [tour, onScreen]);

  if (!tour || !onScreen) return null;
  return (
    <Suspense fallback={null}>
      <TourOverlay tool={tour.tool} step={tour.step} />
    </Suspense>
  );
}
