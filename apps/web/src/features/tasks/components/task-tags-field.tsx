import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskTag } from '@rehearse/contracts/tasks';
import { taskTagsQueryOptions } from '../api/tasks.queries';
import { TagManagerDialog } from './tag-manager-dialog';

// The task's tags picked from the user's tags; "Manage tags" creates, renames and deletes them.
export function TaskTagsField({
  value,
  onChange,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const tags = useQuery(taskTagsQueryOptions());
  const [managing, setManaging] = useState(false);
  const options = tags.data ?? [];
  const byId = new Map(options.map((tag) => [tag.id, tag]));
  const selected = value.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return (
    <Box>
      <Autocomplete<TaskTag, true>
        multiple
        options={options}
        loading={tags.isPending}
        value={selected}
        getOptionLabel={(tag) => tag.title}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, next) => onChange(next.map((tag) => tag.id))}
        renderValue={(chosen, getItemProps) =>
          chosen.map((tag, index) => {
            const { key, ...props } = getItemProps({ index });
            return <Chip key={key} size="small" label={tag.title} {...props} />;
          })
        }
        renderInput={(params) => <TextField {...params} label={t('tasks.detail.tags')} />}
        noOptionsText={t('tasks.tags.none')}
        loadingText={t('tasks.tags.loading')}
      />
      <Button size="small" sx={{ mt: 0.5 }} onClick={() => setManaging(true)}>
        {t('tasks.tags.manage')}
      </Button>
      {managing && <TagManagerDialog tags={options} onClose={() => setManaging(false)} />}
    </Box>
  );
}
