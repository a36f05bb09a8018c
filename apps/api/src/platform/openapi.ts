import { z } from '@hono/zod-openapi';
import { errorSchema, productErrorSchema } from '@rehearse/contracts/envelope';

// Small builders so each route states only what differs: its body and its answers.
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorContent = (description: string) => jsonContent(errorSchema, description);
export const productErrorContent = (description: string) =>
  jsonContent(productErrorSchema, description);

export const bearerSecurity = [{ bearerAuth: [] }];

// The `{id}` of a path: an opaque id, looked up by the service within the caller's scope.
export const idParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
