import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { jobTermsQueryOptions } from '../api/mock-interviews.queries';

// Shorter than this is not a job description yet (the setup's contract asks for 20 characters).
const MIN_LENGTH = 20;
const SHOWN = 24;
const DEBOUNCE_MS = 400;

// The technologies, skills and domains the server recognises in the pasted job description, so
// the candidate sees what the interview will focus on before starting it (decision 034).
export function JobTermChips({ jobDescription }: { jobDescription: string }) {
  const { t } = useTranslation();
  const text = useDebouncedValue(jobDescription.trim(), DEBOUNCE_MS);
  const ready = text.length >= MIN_LENGTH;
  // The last terms stay shown while a longer text is asked about, instead of flickering.
  const terms = useQuery({
    ...jobTermsQueryOptions(text),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  // Nothing to say before a description, while asking, or if asking failed (the setup works
  // without it).
  if (!ready || !terms.data) return null;
  return (
    <Box aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="setup-job-terms" variant="body2" color="text.secondary">
        {terms.data.length > 0
          ? t('interviews.setup.termsRecognised', { count: terms.data.length })
          : t('interviews.setup.noTermsRecognised')}
      </Typography>
      {terms.data.length > 0 && (
        <Box
          component="ul"
          aria-labelledby="setup-job-terms"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
        >
          {terms.data.slice(0, SHOWN).map((term) => (
            <li key={term.name}>
              <Chip
                size="small"
                label={term.name}
                title={t(`interviews.setup.termKinds.${term.kind}`)}
                color={term.kind === 'technology' ? 'primary' : 'default'}
                variant={term.kind === 'technology' ? 'filled' : 'outlined'}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
