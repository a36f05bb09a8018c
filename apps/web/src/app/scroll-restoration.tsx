import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'rehearse-scroll-positions';
// How long a restore keeps trying while the page is still too short: screens load their data
// after the navigation, so the height they had when left arrives a moment later.
const RESTORE_FOR_MS = 1500;

function loadPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

// Scroll restoration for history entries: a new page starts at the top; going back or forward
// returns to where that entry was left, surviving a reload. React Router's <ScrollRestoration>
// restores as soon as the navigation settles and resets to the top on some router updates that
// are not navigations, which lost the position on screens that fetch their data after
// rendering; this one acts only on navigations and waits for the page to be tall enough.
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(loadPositions());
  const currentKey = useRef(location.key);

  // Every scroll updates the current entry's position (read at most once a frame).
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let pending = 0;
    const onScroll = () => {
      if (pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        positions.current[currentKey.current] = Math.round(window.scrollY);
      });
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or blocked: positions are a nicety.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(pending);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (location.hash && navigationType !== 'POP') {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    const target = navigationType === 'POP' ? (positions.current[location.key] ?? 0) : 0;
    window.scrollTo(0, target);
    if (target === 0) return;
    const started = performance.now();
    let frame = requestAnimationFrame(function retry() {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
      if (reachable) {
        if (Math.round(window.scrollY) !== target) window.scrollTo(0, target);
      } else if (performance.now() - started < RESTORE_FOR_MS) {
        frame = requestAnimationFrame(retry);
      }
    });
    // Stop trying once the user scrolls on their own.
    const stop = () => cancelAnimationFrame(frame);
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchmove', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
