import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { currentUserQueryOptions } from '../../lib/session/session.queries';
import { companyProfileQueryOptions, membersQueryOptions } from './api/company.queries';
import { CompanyProfileForm } from './components/company-profile-form';
import { CompanySection } from './components/company-section';
import { InvitationsPanel } from './components/invitations-panel';
import { MembersList } from './components/members-list';

function CompanySkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('company.loading')}
      sx={{ display: 'grid', gap: 3 }}
    >
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={200} />
    </Box>
  );
}

// Company & Team: the company profile (with logo and brand colour), the members and, for the
// owner, the invitations. `onLeft` runs after the user has left the organization.
export function CompanyScreen({ onLeft }: { onLeft: () => void }) {
  const { t } = useTranslation();
  const user = useQuery(currentUserQueryOptions());
  const profile = useQuery(companyProfileQueryOptions());
  const members = useQuery(membersQueryOptions());
  const failed = profile.isError ? profile : members.isError ? members : user.isError ? user : null;

  return (
    <>
      <ScreenTitle>{t('screens.company')}</ScreenTitle>
      {failed ? (
        <QueryErrorState title={t('company.loadFailed')} query={failed} />
      ) : !profile.data || !members.data || !user.data ? (
        <CompanySkeleton />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <CompanySection title={t('company.profile.title')}>
            <CompanyProfileForm profile={profile.data} />
          </CompanySection>
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <CompanySection title={t('company.members.title')}>
              <MembersList
                profile={profile.data}
                members={members.data}
                currentUserId={user.data.id}
                onLeft={onLeft}
              />
            </CompanySection>
            {profile.data.role === 'owner' && (
              <CompanySection title={t('company.invitations.title')}>
                <InvitationsPanel />
              </CompanySection>
            )}
          </Box>
        </Box>
      )}
    </>
  );
}
