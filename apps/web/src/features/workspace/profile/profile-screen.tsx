import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title';
import { currentUserQueryOptions } from '../../../lib/session/session.queries';
import { profileQueryOptions } from '../api/workspace.queries';
import { SectionCard } from '../../../components/section-card';
import { QueryErrorState } from '../../../components/error-state';
import { AvatarField } from './avatar-field';
import { DataSection } from './data-section';
import { DetailsForm } from './details-form';
import { PasswordForm } from './password-form';
import { SignInMethodsSection } from './sign-in-methods-section';
import { TargetsForm } from './targets-form';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('workspace.loading')}
      sx={{ display: 'grid', gap: 3 }}
    >
      <Skeleton variant="rounded" height={380} />
      <Skeleton variant="rounded" height={260} />
    </Box>
  );
}

// My Profile: who the candidate is, what they aim for, their password, and their data.
export function ProfileScreen() {
  const { t } = useTranslation();
  const user = useQuery(currentUserQueryOptions());
  const profile = useQuery(profileQueryOptions());
  const failed = user.isError ? user : profile.isError ? profile : null;

  return (
    <>
      <ScreenTitle>{t('screens.profile')}</ScreenTitle>
      {failed ? (
        <QueryErrorState title={t('workspace.profile.error')} query={failed} />
      ) : !user.data || !profile.data ? (
        <ProfileSkeleton />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <SectionCard title={t('workspace.profile.details.title')}>
              <Box sx={{ display: 'grid', gap: 3 }}>
                <AvatarField user={user.data} />
                <Typography variant="body2" color="text.secondary">
                  {t('workspace.profile.details.email', { email: user.data.email })}
                </Typography>
                <DetailsForm user={user.data} profile={profile.data} />
              </Box>
            </SectionCard>
            <SectionCard
              title={t('workspace.profile.targets.title')}
              subtitle={t('workspace.profile.targets.subtitle')}
            >
              <TargetsForm profile={profile.data} />
            </SectionCard>
          </Box>
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <SectionCard
              title={t('workspace.profile.password.title')}
              subtitle={t('workspace.profile.password.subtitle')}
            >
              <PasswordForm email={user.data.email} />
            </SectionCard>
            <SectionCard
              title={t('workspace.profile.signInMethods.title')}
              subtitle={t('workspace.profile.signInMethods.subtitle')}
            >
              <SignInMethodsSection />
            </SectionCard>
            <SectionCard title={t('workspace.profile.data.title')}>
              <DataSection email={user.data.email} />
            </SectionCard>
          </Box>
        </Box>
      )}
    </>
  );
}
