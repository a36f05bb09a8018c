import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { RubricSummary } from '@rehearse/contracts/rubrics';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function RubricListSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('rubrics.loading')}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={88} />
      ))}
    </Box>
  );
}

type Props = {
  rubrics: RubricSummary[];
  editable: boolean;
  busyId: string | null;
  hrefOf: (id: string) => string;
  onNew: () => void;
  onDuplicate: (rubric: RubricSummary) => void;
  onDelete: (rubric: RubricSummary) => void;
};

// The organization's rubrics by name: how many criteria, how many postings use each.
export function RubricList({
  rubrics,
  editable,
  busyId,
  hrefOf,
  onNew,
  onDuplicate,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  if (rubrics.length === 0) {
    return (
      <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 6 }}>
        <FactCheckOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('rubrics.empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {editable ? t('rubrics.empty.body') : t('rubrics.empty.readOnly')}
        </Typography>
        {editable && (
          <Button variant="contained" startIcon={<Add aria-hidden />} onClick={onNew}>
            {t('rubrics.new')}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('rubrics.list.label')}
      sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {rubrics.map((rubric) => (
        <li key={rubric.id}>
          <Card
            variant="outlined"
            sx={{
              p: { xs: 1.5, sm: 2 },
              display: 'flex',
              gap: 2,
              alignItems: { xs: 'stretch', md: 'center' },
              flexDirection: { xs: 'column', md: 'row' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
              <Link
                component={RouterLink}
                to={hrefOf(rubric.id)}
                underline="hover"
                sx={{ fontWeight: 600, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
              >
                {rubric.name}
              </Link>
              {rubric.description && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {rubric.description}
                </Typography>
              )}
              <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('rubrics.list.criteria', { count: rubric.criterion_count })}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  color={rubric.posting_count > 0 ? 'primary' : 'default'}
                  label={
                    rubric.posting_count > 0
                      ? t('rubrics.list.usedBy', { count: rubric.posting_count })
                      : t('rubrics.list.unused')
                  }
                />
              </Box>
            </Box>
            {editable && (
              <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  startIcon={<ContentCopy aria-hidden />}
                  disabled={busyId === rubric.id}
                  onClick={() => onDuplicate(rubric)}
                  aria-label={t('rubrics.list.duplicateNamed', { name: rubric.name })}
                >
                  {t('rubrics.duplicate')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlined aria-hidden />}
                  disabled={busyId === rubric.id}
                  onClick={() => onDelete(rubric)}
                  aria-label={t('rubrics.list.deleteNamed', { name: rubric.name })}
                >
                  {t('rubrics.delete')}
                </Button>
              </Box>
            )}
          </Card>
        </li>
      ))}
    </Box>
  );
}
