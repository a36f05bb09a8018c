import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

// The list's shape while the first page loads.
export function TaskListPlaceholder() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('tasks.list.loading')} role="status">
      {Array.from({ length: 8 }, (_, index) => (
        <Box
          key={index}
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            px: 2,
            height: 56,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Skeleton variant="rounded" width={20} height={20} />
          <Skeleton variant="text" sx={{ flexGrow: 1 }} />
          <Skeleton variant="text" width={90} />
        </Box>
      ))}
    </Box>
  );
}
