import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import FocusTrap from '@mui/material/Unstable_TrapFocus';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TOURS } from './tours';
import { tourStore, type TourTool } from './tour-store';
import { useTargetRect } from './use-target-rect';

const PAD = 8;
const Z = 1500;

// Leaves the page where the tour left it, with focus on its main content.
function endTour() {
  tourStore.end();
  const main = document.getElementById('main-content');
  if (main) main.focus({ preventScroll: true });
}

// The guided tour over a tool's screen: the page dims except the step's element, and a card
// beside it explains it. Next / Back / Skip, or the arrow keys and Escape; focus stays in the
// card while the tour runs and returns to the page's content when it ends.
export function TourOverlay({ tool, step }: { tool: TourTool; step: number }) {
  const { t } = useTranslation();
  const tour = TOURS[tool];
  const index = Math.min(step, tour.steps.length - 1);
  const current = tour.steps[index]!;
  const target = useTargetRect(`[data-tour="${current.target}"]`);
  const titleId = useId();
  // useId's characters are not all valid in a url(#...) reference.
  const maskId = `tour-mask-${useId().replace(/[^\w-]/g, '')}`;
  const bodyId = useId();
  const next = useRef<HTMLButtonElement>(null);
  const last = index === tour.steps.length - 1;
  const text = (part: 'title' | 'body') =>
    t(`support.tours.${tool}.${current.id}.${part}` as 'support.tours.quiz.skills.title');

  const go = (to: number) => {
    if (to < 0) return;
    if (to >= tour.steps.length) endTour();
    else tourStore.update({ step: to });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        endTour();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        go(index + 1);
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        go(index - 1);
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  });

  // Each step starts with focus on its main button.
  // (After a frame: the card is positioned by then, so focusing it never scrolls the page.)
  useEffect(() => {
    if (target.status === 'searching') return;
    const frame = requestAnimationFrame(() => next.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [index, target.status]);

  const rect = target.status === 'found' ? target.rect : null;
  // Popper follows a virtual element: the highlighted box, or the middle of the screen.
  const anchor = useMemo(
    () => ({
      getBoundingClientRect: () =>
        rect
          ? new DOMRect(rect.x - PAD, rect.y - PAD, rect.width + PAD * 2, rect.height + PAD * 2)
          : new DOMRect(window.innerWidth / 2, window.innerHeight / 2, 0, 0),
    }),
    [rect],
  );

  return (
    <>
      {/* Dims the page except the step's element (an SVG mask with a rounded hole) and catches
          clicks on it: during the tour only the card is used. */}
      <Box
        component="svg"
        aria-hidden
        sx={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', zIndex: Z - 1 }}
      >
        <defs>
          <mask id={maskId}>
            <rect width="100%" height="100%" fill="white" />
            {rect && (
              <rect
                x={rect.x - PAD}
                y={rect.y - PAD}
                width={rect.width + PAD * 2}
                height={rect.height + PAD * 2}
                rx={12}
                fill="black"
              />
            )}
          </mask>
        </defs>
        <rect width="100%" height="100%" fill="rgba(0, 0, 0, 0.55)" mask={`url(#${maskId})`} />
      </Box>
      {rect && (
        <Box
          aria-hidden
          data-tour-spotlight={current.target}
          sx={{
            position: 'fixed',
            zIndex: Z - 1,
            left: rect.x - PAD,
            top: rect.y - PAD,
            width: rect.width + PAD * 2,
            height: rect.height + PAD * 2,
            borderRadius: '12px',
            outline: 3,
            outlineColor: 'primary.main',
            pointerEvents: 'none',
          }}
        />
      )}
      {target.status !== 'searching' && (
        <Popper
          open
          anchorEl={anchor}
          placement={rect ? 'bottom' : 'top'}
          sx={{ zIndex: Z, maxWidth: 'calc(100vw - 24px)' }}
          modifiers={[
            { name: 'offset', options: { offset: [0, 12] } },
            { name: 'flip', options: { fallbackPlacements: ['top', 'right', 'left'] } },
            { name: 'preventOverflow', options: { padding: 12, altAxis: true } },
          ]}
        >
          <FocusTrap open disableAutoFocus>
            <Paper
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              aria-describedby={bodyId}
              tabIndex={-1}
              elevation={8}
              sx={{
                p: 2.5,
                width: 360,
                maxWidth: '100%',
                display: 'grid',
                gap: 1.5,
                outline: 'none',
              }}
            >
              <Typography variant="caption" color="text.secondary" aria-live="polite">
                {t('support.tour.step', { step: index + 1, total: tour.steps.length })}
              </Typography>
              <Typography
                id={titleId}
                component="h2"
                sx={{ fontWeight: 700, fontSize: '1.0625rem' }}
              >
                {text('title')}
              </Typography>
              <Typography id={bodyId} variant="body2" color="text.secondary">
                {text('body')}
                {target.status === 'missing' && ` ${t('support.tour.notShown')}`}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <Button size="small" color="inherit" onClick={endTour}>
                  {t('support.tour.skip')}
                </Button>
                <Box sx={{ flex: 1 }} />
                <Button size="small" onClick={() => go(index - 1)} disabled={index === 0}>
                  {t('support.tour.back')}
                </Button>
                <Button ref={next} size="small" variant="contained" onClick={() => go(index + 1)}>
                  {last ? t('support.tour.finish') : t('support.tour.next')}
                </Button>
              </Box>
              <Typography variant="caption" color="text.secondary">
                {t('support.tour.keys')}
              </Typography>
            </Paper>
          </FocusTrap>
        </Popper>
      )}
    </>
  );
}
