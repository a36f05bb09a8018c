import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  settingsSchema,
  type Settings,
  type UpdateSettingsInput,
} from '@rehearse/contracts/settings';
import { apiClient } from '../../../lib/api-client';
import { shellPaths } from '../../../lib/shell-paths';

export const settingsKeys = {
  all: ['settings'] as const,
};

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => apiClient.get(shellPaths.settings, settingsSchema, { signal }),
    staleTime: Infinity,
  });

// The choice shows at once; a failed save puts the previous settings back.
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSettingsInput['settings']) =>
      apiClient.patch(shellPaths.settings, settingsSchema, { body: { settings: changes } }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.all });
      const previous = queryClient.getQueryData<Settings>(settingsKeys.all);
      if (previous) queryClient.setQueryData(settingsKeys.all, { ...previous, ...changes });
      return { previous };
    },
    onError: (error, _changes, context) => {
      console.error('Saving the settings failed', error);
      if (context?.previous) queryClient.setQueryData(settingsKeys.all, context.previous);
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.all, settings);
    },
  });
}
