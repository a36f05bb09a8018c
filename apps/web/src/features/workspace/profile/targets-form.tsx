import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { ROLES, SKILLS, type Role, type Skill } from '@rehearse/contracts/question-bank';
import type { CandidateProfile } from '@rehearse/contracts/workspace';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/workspace.queries';
import { SaveRow } from './save-state';

export const MAX_ROLES = 8;
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

// Target roles and skills: the Daily 5 draws from the skills, mock interviews start from the
// first role.
export function TargetsForm({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [roles, setRoles] = useState<Role[]>(profile.targetRoles);
  const [skills, setSkills] = useState<Skill[]>(profile.targetSkills);
  const roleName = (role: Role) => t(`interviews.roles.${role}`);
  const skillName = (skill: Skill) => t(`quiz.skills.${skill}`);
  const unchanged = sameSet(roles, profile.targetRoles) && sameSet(skills, profile.targetSkills);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ targetRoles: roles, targetSkills: skills });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <Autocomplete
        multiple
        options={ROLES}
        value={roles}
        filterSelectedOptions
        getOptionLabel={roleName}
        onChange={(_event, value) => {
          setRoles(value.slice(0, MAX_ROLES));
          update.reset();
        }}
        renderValue={(value, getItemProps) =>
          value.map((role, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={roleName(role)} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('workspace.profile.targets.roles')}
            helperText={t('workspace.profile.targets.rolesHelp')}
          />
        )}
        data-tour="profile-roles"
      />
      <Autocomplete
        multiple
        options={SKILLS}
        value={skills}
        filterSelectedOptions
        disableCloseOnSelect
        getOptionLabel={skillName}
        onChange={(_event, value) => {
          setSkills(value);
          update.reset();
        }}
        renderValue={(value, getItemProps) =>
          value.map((skill, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return (
              <Chip
                key={key}
                label={skillName(skill)}
                size="small"
                color="primary"
                variant="outlined"
                {...itemProps}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('workspace.profile.targets.skills')}
            helperText={t('workspace.profile.targets.skillsHelp')}
          />
        )}
        data-tour="profile-skills"
      />
      <SaveRow
        label={t('workspace.profile.targets.save')}
        pending={update.isPending}
        disabled={unchanged}
        saved={update.isSuccess}
        savedText={t('workspace.profile.targets.saved')}
        error={update.error}
      />
    </Box>
  );
}
