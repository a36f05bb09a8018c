import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title';
import { UserAvatar } from '../../../components/user-avatar';
import { UserStatusDot } from '../../../components/user-status-dot';
import { currentUserQueryOptions } from '../../../lib/session/session.queries';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gap: { xs: 0.5, sm: 2 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions());

  return (
    <>
      <ScreenTitle>{t('screens.profile')}</ScreenTitle>
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
            <UserAvatar user={user} size={64} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
                {user.name}
              </Typography>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
            </Box>
          </Box>
          <Box component="dl" sx={{ m: 0 }}>
            <Row term={t('profile.name')}>{user.name}</Row>
            <Row term={t('profile.email')}>{user.email}</Row>
            <Row term={t('profile.roles')}>
              {user.roles.length > 0 ? (
                <Box component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
                  {user.roles.map((role) => (
                    <Chip key={role} label={role} size="small" />
                  ))}
                </Box>
              ) : (
                t('profile.noRoles')
              )}
            </Row>
            <Row term={t('profile.status')}>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <UserStatusDot status={user.status} />
                {t(`status.${user.status}`)}
              </Box>
            </Row>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
