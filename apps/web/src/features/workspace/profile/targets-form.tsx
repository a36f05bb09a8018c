import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { ROLES, SKILLS, type Role, type Skill } from '@rehearse/contracts/question-bank';
import {
  TARGET_ROLES_MAX,
  candidateProfileSchema,
  type CandidateProfile,
} from '@rehearse/contracts/workspace';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useUpdateProfile } from '../api/workspace.queries';
import { SaveRow } from './save-state';

const targetsFormSchema = candidateProfileSchema.pick({ targetRoles: true, targetSkills: true });

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

// Target roles and skills: the Daily 5 draws from the skills, mock interviews start from the
// first role.
export function TargetsForm({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: contractResolver(targetsFormSchema),
    mode: 'onChange',
    defaultValues: { targetRoles: profile.targetRoles, targetSkills: profile.targetSkills },
  });
  const { control, handleSubmit, formState } = form;
  const [roles, skills] = useWatch({ control, name: ['targetRoles', 'targetSkills'] });
  const roleName = (role: Role) => t(`interviews.roles.${role}`);
  const skillName = (skill: Skill) => t(`quiz.skills.${skill}`);
  const unchanged = sameSet(roles, profile.targetRoles) && sameSet(skills, profile.targetSkills);
  const submit = handleSubmit((values) => {
    update.mutate(values, { onError: (error) => applyServerError(form, error) });
  });
  const helper = (error: unknown, help: string) => (error ? errorText(error) : help);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Controller
        control={control}
        name="targetRoles"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={ROLES}
            value={field.value}
            filterSelectedOptions
            getOptionLabel={roleName}
            onChange={(_event, value) => {
              field.onChange(value.slice(0, TARGET_ROLES_MAX));
              update.reset();
            }}
            onBlur={field.onBlur}
            renderValue={(value, getItemProps) =>
              value.map((role, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} label={roleName(role)} size="small" {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('workspace.profile.targets.roles')}
                error={Boolean(fieldState.error)}
                helperText={helper(fieldState.error, t('workspace.profile.targets.rolesHelp'))}
              />
            )}
            data-tour="profile-roles"
          />
        )}
      />
      <Controller
        control={control}
        name="targetSkills"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={SKILLS}
            value={field.value}
            filterSelectedOptions
            disableCloseOnSelect
            getOptionLabel={skillName}
            onChange={(_event, value) => {
              field.onChange(value);
              update.reset();
            }}
            onBlur={field.onBlur}
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
                inputRef={field.ref}
                label={t('workspace.profile.targets.skills')}
                error={Boolean(fieldState.error)}
                helperText={helper(fieldState.error, t('workspace.profile.targets.skillsHelp'))}
              />
            )}
            data-tour="profile-skills"
          />
        )}
      />
      <SaveRow
        label={t('workspace.profile.targets.save')}
        pending={update.isPending}
        disabled={unchanged}
        saved={update.isSuccess}
        savedText={t('workspace.profile.targets.saved')}
        error={formState.errors.root?.form}
      />
    </Box>
  );
}
