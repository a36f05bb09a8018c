import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type { PostingSummary } from '@rehearse/contracts/postings';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { useTimeZone } from '../../../lib/time-zone';
import { relativeTime } from '../../../components/postings/relative-time';
import { PostingStateChip } from '../../../components/postings/posting-state-chip';
import { canEdit, usePostingActions } from './use-posting-actions';

// One posting in the list: its title (the link to it), where and how, its state, how many
// questions its plan has and when it last changed; for editors, Edit and a menu of the rest.
export function PostingRow({ posting, role }: { posting: PostingSummary; role: OrganizationRole }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const { actions, pending, error } = usePostingActions(posting, role);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const where = [
    posting.department,
    posting.location,
    t(`postings.workplace.${posting.workplace_type}`),
  ].filter(Boolean);
  const editable = canEdit(role) && posting.state !== 'archived';
  const updated = relativeTime(posting.updated_at, i18n.resolvedLanguage ?? 'en', { timeZone });

  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <Box
        sx={{
          p: { xs: 1.5, sm: 2 },
          display: 'grid',
          gap: { xs: 1, sm: 2 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) auto auto' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link
              href={paths.recruiter.viewPosting.getHref(posting.id)}
              underline="hover"
              sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}
            >
              {posting.title}
            </Link>
            <PostingStateChip state={posting.state} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {where.join(' · ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('postings.list.questions', { count: posting.question_count })}
            {' · '}
            {updated === null
              ? t('postings.list.updatedJustNow')
              : t('postings.list.updated', { when: updated })}
          </Typography>
        </Box>
        {editable && (
          <Button
            href={paths.recruiter.editPosting.getHref(posting.id)}
            variant="outlined"
            size="small"
            aria-label={t('postings.list.editNamed', { title: posting.title })}
            sx={{ display: { xs: 'none', md: 'inline-flex' } }}
          >
            {t('postings.actions.edit')}
          </Button>
        )}
        {canEdit(role) && (
          <>
            <IconButton
              aria-label={t('postings.list.actionsFor', { title: posting.title })}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? 'true' : undefined}
              disabled={pending}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVert />
            </IconButton>
            <Menu
              id={menuId}
              anchorEl={anchor}
              open={Boolean(anchor)}
              onClose={() => setAnchor(null)}
            >
              {editable && (
                <MenuItem
                  component="a"
                  href={paths.recruiter.editPosting.getHref(posting.id)}
                  sx={{ display: { md: 'none' } }}
                >
                  {t('postings.actions.edit')}
                </MenuItem>
              )}
              {actions.map((action) => (
                <MenuItem
                  key={action.key}
                  onClick={() => {
                    setAnchor(null);
                    void action.run();
                  }}
                  sx={action.danger ? { color: 'error.main' } : undefined}
                >
                  <ListItemText>{action.label}</ListItemText>
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Box>
      {error && (
        <Box sx={{ px: 2, pb: 2 }}>
          <ErrorState title={t('postings.actions.failed')} error={error} />
        </Box>
      )}
    </Card>
  );
}
