import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Check from '@mui/icons-material/Check';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseStep } from '@rehearse/contracts/academy';
import { richTextSx } from '../../../components/rich-text-editor/rich-text-sx';
import { sanitizeCourseHtml } from '../../../lib/sanitize-html';

type Props = {
  step: CourseStep;
  total: number;
  // Whether the last step's button finishes the course (not yet finished) or leaves it.
  canFinish: boolean;
  onMove: (step: number) => void;
  onFinish: () => void;
  onLeave: () => void;
};

// One step: its text, and Previous / Next (or Finish on the last step). The text can be focused
// and scrolled by keyboard, and the left and right arrows move between steps from there.
export function StepArticle({ step, total, canFinish, onMove, onFinish, onLeave }: Props) {
  const { t } = useTranslation();
  const number = step.order + 1;
  const last = number === total;
  const titleId = `step-${number}-title`;
  const paper = useRef<HTMLDivElement>(null);
  const shown = useRef(number);
  // A new step starts at its top: after Next at the foot of a long step (on a phone above all)
  // the page would otherwise show the end of the next one.
  useEffect(() => {
    if (shown.current === number) return;
    shown.current = number;
    const box = paper.current;
    if (box && box.getBoundingClientRect().top < 0) box.scrollIntoView?.({ block: 'start' });
  }, [number]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft' && number > 1) onMove(number - 1);
    else if (event.key === 'ArrowRight' && !last) onMove(number + 1);
    else return;
    event.preventDefault();
  };
  return (
    <Paper
      ref={paper}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, scrollMarginTop: 80 }}
    >
      <Box
        component="article"
        tabIndex={0}
        aria-labelledby={titleId}
        aria-keyshortcuts="ArrowLeft ArrowRight"
        onKeyDown={onKeyDown}
        sx={{ outline: 'none', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Typography variant="overline" color="text.secondary" component="p">
          {t('academy.stepOf', { number, total })}
        </Typography>
        <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 600 }}>
          {step.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {step.subtitle}
        </Typography>
        <Box
          sx={{
            ...richTextSx,
            '& h2': { ...richTextSx['& h2'], fontSize: '1.125rem' },
            '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
          }}
          dangerouslySetInnerHTML={{ __html: sanitizeCourseHtml(step.content) }}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          mt: 3,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          startIcon={<ArrowBack />}
          disabled={number === 1}
          onClick={() => onMove(number - 1)}
        >
          {t('academy.previous')}
        </Button>
        {!last ? (
          <Button variant="contained" endIcon={<ArrowForward />} onClick={() => onMove(number + 1)}>
            {t('academy.next')}
          </Button>
        ) : canFinish ? (
          <Button variant="contained" color="success" startIcon={<Check />} onClick={onFinish}>
            {t('academy.finish')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onLeave}>
            {t('academy.backToCourses')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
