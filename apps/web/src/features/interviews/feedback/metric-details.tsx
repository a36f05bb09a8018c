import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Metric } from '@rehearse/feedback/types';
import type { ReactNode } from 'react';
import { useLooseT, useMetricText } from '../../../lib/feedback/metric-text';

function Line({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

function Words({ title, items, tone }: { title: string; items: string[]; tone?: 'good' | 'bad' }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {items.map((item, i) => (
          <li key={`${item}-${i}`}>
            <Chip
              size="small"
              variant="outlined"
              color={tone === 'good' ? 'success' : 'default'}
              label={item}
              sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}

// What a metric's value was computed from: the phrases counted, the STAR parts found, the
// talking points covered and missed... so every number traces back to the answer.
export function MetricDetails({ metric }: { metric: Metric }) {
  const t = useLooseT();
  const text = useMetricText();
  const n = text.number;
  if (metric.details === null) return null;
  switch (metric.id) {
    case 'wordCount':
      return <Line>{t('feedback.details.sentences', { count: metric.details.sentences })}</Line>;
    case 'speakingTime':
      return <Line>{t(`feedback.details.source.${metric.details.source}`)}</Line>;
    case 'wordsPerMinute':
      return (
        <Line>
          {t('feedback.details.rate', {
            words: metric.details.words,
            seconds: n(metric.details.seconds),
          })}
        </Line>
      );
    case 'fillerWords':
    case 'hedges':
      return (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          {metric.id === 'fillerWords' && metric.details.perMinute !== null && (
            <Line>{t('feedback.details.perMinute', { value: n(metric.details.perMinute) })}</Line>
          )}
          <Words
            title={text.label(metric.id)}
            tone="bad"
            items={metric.details.byPhrase.map((p) =>
              t('feedback.details.phraseCount', { phrase: p.phrase, count: p.count }),
            )}
          />
        </Box>
      );
    case 'longPauses':
      return (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Line>
            {t('feedback.details.longest', { seconds: n(metric.details.longestSeconds) })}
          </Line>
          {metric.details.pauses.map((p) => (
            <Line key={p.at}>
              {t('feedback.details.pause', {
                seconds: n(p.seconds),
                before: p.before,
                at: n(p.at),
              })}
            </Line>
          ))}
        </Box>
      );
    case 'star':
      return (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Words
            title={t('feedback.details.found')}
            tone="good"
            items={metric.details.found.map(text.evidence)}
          />
          <Words
            title={t('feedback.details.missing')}
            tone="bad"
            items={metric.details.missing.map(text.evidence)}
          />
          {metric.details.sequence.length > 1 && (
            <Line>
              {`${t('feedback.details.order')}: ${metric.details.sequence.map(text.evidence).join(' → ')} · ${t(
                metric.details.inOrder ? 'feedback.details.inOrder' : 'feedback.details.outOfOrder',
              )}`}
            </Line>
          )}
        </Box>
      );
    case 'iVersusWe':
      return (
        <Line>
          {t('feedback.details.pronouns', { i: metric.details.i, we: metric.details.we })}
        </Line>
      );
    case 'quantifiedClaims':
      return (
        <Words title={t('feedback.details.figures')} tone="good" items={metric.details.claims} />
      );
    case 'specificity': {
      const { items } = metric.details;
      return (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          {(['figure', 'named', 'action', 'outcome', 'example'] as const).map((kind) => (
            <Words
              key={kind}
              title={t(`feedback.details.specific.${kind}`)}
              tone="good"
              items={items.filter((i) => i.kind === kind).map((i) => i.text)}
            />
          ))}
        </Box>
      );
    }
    case 'relevance':
      return (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Line>
            {t('feedback.details.onTopicShare', { value: n(metric.details.onTopicShare) })}
          </Line>
          <Line>{t('feedback.details.closeness', { value: n(metric.details.closeness) })}</Line>
          {metric.details.closerQuestion !== null && (
            <Line>
              {t('feedback.details.closerQuestion', { question: metric.details.closerQuestion })}
            </Line>
          )}
          <Words
            title={t('feedback.details.onTopicWords')}
            tone="good"
            items={metric.details.onTopicWords}
          />
          <Words title={t('feedback.details.otherWords')} items={metric.details.otherWords} />
        </Box>
      );
    case 'talkingPoints':
      return (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Words
            title={t('feedback.details.matched')}
            tone="good"
            items={metric.details.matched.map((p) => p.point)}
          />
          <Words
            title={t('feedback.details.notMatched')}
            tone="bad"
            items={metric.details.missing.map((p) => p.point)}
          />
        </Box>
      );
    case 'jobTerms':
      return (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Words title={t('feedback.details.matched')} tone="good" items={metric.details.matched} />
          <Words
            title={t('feedback.details.notMatched')}
            tone="bad"
            items={metric.details.missing}
          />
        </Box>
      );
    case 'wordRepetition':
      return (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Words
            title={t('feedback.details.topWords')}
            items={metric.details.topWords.map((w) => `${w.word} × ${w.count}`)}
          />
          <Words
            title={t('feedback.details.overused')}
            tone="bad"
            items={metric.details.overused.map((w) => `${w.word} × ${w.count}`)}
          />
          <Line>
            {t('feedback.details.overuseThreshold', { count: metric.details.overuseThreshold })}
          </Line>
        </Box>
      );
    case 'readingGrade':
      return (
        <Line>
          {t('feedback.details.readability', {
            words: metric.details.words,
            sentences: metric.details.sentences,
            syllables: metric.details.syllables,
          })}
        </Line>
      );
  }
}
