import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  emailTemplateSchema,
  renderedEmailSchema,
  type EmailTemplate,
  type EmailTemplateInput,
  type EmailTemplateKind,
} from '@rehearse/contracts/email-templates';
import { apiClient } from '../../../lib/api-client';

// Email templates (/recruiter/email): the six emails of the caller's recruiting organization,
// saved, reset and previewed on the server (docs/decisions/044-email-templates.md). The server
// decides who may edit; the screen only hides what the caller's role cannot do.

const base = '/api/recruiter/email-templates';
const templateAnswer = successEnvelope(emailTemplateSchema);

export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  list: () => [...emailTemplateKeys.all, 'list'] as const,
  preview: (kind: EmailTemplateKind, input: EmailTemplateInput) =>
    [...emailTemplateKeys.all, 'preview', kind, input.subject, input.body] as const,
};

export const emailTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: emailTemplateKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiClient.get(base, successEnvelope(z.array(emailTemplateSchema)), { signal })).data,
  });

// The draft as a recipient would get it. The previous preview stays on screen while the next
// one is made; a draft the server refuses (400) is not retried.
export const previewQueryOptions = (kind: EmailTemplateKind, input: EmailTemplateInput) =>
  queryOptions({
    queryKey: emailTemplateKeys.preview(kind, input),
    queryFn: async ({ signal }) =>
      (
        await apiClient.post(`${base}/${kind}/preview`, successEnvelope(renderedEmailSchema), {
          body: input,
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });

function useTemplateChange<T>(call: (input: T) => Promise<EmailTemplate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) =>
      queryClient.setQueryData(emailTemplateKeys.list(), (list: EmailTemplate[] | undefined) =>
        list?.map((template) => (template.kind === saved.kind ? saved : template)),
      ),
  });
}

export const useSaveTemplate = () =>
  useTemplateChange(
    async ({ kind, input }: { kind: EmailTemplateKind; input: EmailTemplateInput }) =>
      (await apiClient.put(`${base}/${kind}`, templateAnswer, { body: input })).data,
  );

export const useResetTemplate = () =>
  useTemplateChange(
    async (kind: EmailTemplateKind) =>
      (await apiClient.delete(`${base}/${kind}`, templateAnswer)).data,
  );
