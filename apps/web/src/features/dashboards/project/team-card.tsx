import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';

// The people on the project, each with a way to reach them (mail and phone links).
export function TeamCard({ members }: { members: readonly TeamMember[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('dashboards.project.team')}
      subtitle={t('dashboards.project.teamCount', { count: members.length })}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          // As many columns as fit at 240 px each, so emails rarely wrap.
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
        }}
      >
        {members.map((member) => (
          <Box
            component="li"
            key={member.id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}
          >
            <Avatar src={member.avatar} alt="" sx={{ width: 48, height: 48 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="subtitle2" noWrap>
                {member.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {member.title}
              </Typography>
              <Link
                href={`mailto:${member.email}`}
                variant="body2"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {member.email}
              </Link>
              <Link href={`tel:${member.phone}`} variant="body2" noWrap sx={{ display: 'block' }}>
                {member.phone}
              </Link>
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
