import Chip from '@mui/material/Chip';
import type { PostingState } from '@rehearse/contracts/postings';
import { useTranslation } from 'react-i18next';

const COLORS = {
  draft: 'default',
  open: 'success',
  closed: 'warning',
  archived: 'default',
} as const satisfies Record<PostingState, 'default' | 'success' | 'warning'>;

// A posting's state as a small coloured label. Text on MUI's light-scheme warning orange is dark:
// white on it falls short of the 4.5:1 contrast small text needs.
export function PostingStateChip({ state }: { state: PostingState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLORS[state]}
      variant={state === 'archived' ? 'outlined' : 'filled'}
      label={t(`postings.states.${state}`)}
      sx={{ fontWeight: 600, '&.MuiChip-colorWarning': { color: 'rgba(0, 0, 0, 0.87)' } }}
    />
  );
}
