import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title';
import { currentUserQueryOptions } from '../../../lib/session/session.queries';
import { passwordStateQueryOptions, profileQueryOptions } from '../api/workspace.queries';
import { useAuthProviders } from '../../../lib/oidc/auth-providers.queries';
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
  const password = useQuery(passwordStateQueryOptions());
  // Email-and-password accounts turned off on this server (AUTH_BUILT_IN=false): a password
  // could not be used, so there is no form for one. Unknown (still loading or failed) counts as on.
  const builtIn = useAuthProviders().data?.builtIn ?? true;
  const failed = user.isError
    ? user
    : profile.isError
      ? profile
      : password.isError
        ? password
        : null;
  const passwordWords = password.data?.hasPassword
    ? 'workspace.profile.password'
    : 'workspace.profile.firstPassword';

  return (
    <>
      <ScreenTitle>{t('screens.profile')}</ScreenTitle>
      {failed ? (
        <QueryErrorState title={t('workspace.profile.error')} query={failed} />
      ) : !user.data || !profile.data || !password.data ? (
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
            {builtIn && (
              <SectionCard
                title={t(`${passwordWords}.title`)}
                subtitle={t(`${passwordWords}.subtitle`)}
              >
                <PasswordForm email={user.data.email} hasPassword={password.data.hasPassword} />
              </SectionCard>
            )}
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
