import { useEffect, useState } from 'react';

export type TargetState =
  | { status: 'searching' }
  | { status: 'found'; rect: DOMRect }
  // Not on the screen (yet): after this long the step is shown without a highlight.
  | { status: 'missing' };

const GIVE_UP_MS = 4000;

// Finds the step's element (screens render their data after loading, so it may come later),
// brings it into view, and follows its position every frame while the step is shown: scrolling,
// resizing and late layout shifts all move the highlight with it.
export function useTargetRect(selector: string): TargetState {
  const [state, setState] = useState<TargetState>({ status: 'searching' });
  useEffect(() => {
    let frame = 0;
    let element: Element | null = null;
    let last = '';
    let gaveUp = false;
    const started = performance.now();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const tick = () => {
      if (!element?.isConnected) {
        element = document.querySelector(selector);
        if (element) {
          element.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
          last = '';
        }
      }
      if (element) {
        const rect = element.getBoundingClientRect();
        const key = [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
        if (key !== last) {
          last = key;
          setState({ status: 'found', rect });
        }
      } else if (!gaveUp && performance.now() - started > GIVE_UP_MS) {
        gaveUp = true;
        setState({ status: 'missing' });
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [selector]);
  return state;
}
