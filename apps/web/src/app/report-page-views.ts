import {
  createGaSender,
  firstPartySender,
  type PageViewSender,
} from '../lib/analytics/page-view-senders';
import { createPageViewTracker, type TrackedRouterState } from '../lib/analytics/page-view-tracker';

type ObservableRouter = {
  state: TrackedRouterState;
  subscribe: (listener: (state: TrackedRouterState) => void) => () => void;
};

// The senders this build uses: the first-party endpoint always, Google Analytics only when a
// measurement id was given at build time (VITE_GA_MEASUREMENT_ID).
function configuredSenders(): PageViewSender[] {
  const measurementId = import.meta.env.VITE_GA_MEASUREMENT_ID;
  return measurementId ? [firstPartySender, createGaSender(measurementId)] : [firstPartySender];
}

// Subscribes to the router itself rather than a component: the router knows when its first
// loaders (and their redirects) have settled, which no hook exposes.
export function reportPageViews(
  router: ObservableRouter,
  senders: PageViewSender[] = configuredSenders(),
): () => void {
  const next = createPageViewTracker();
  const observe = (state: TrackedRouterState) => {
    const report = next(state);
    if (report) for (const send of senders) send(report);
  };
  observe(router.state);
  return router.subscribe(observe);
}
