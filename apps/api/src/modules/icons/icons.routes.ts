import { createRoute } from '@hono/zod-openapi';
import { ICON_SET_SLUGS, iconSetParamsSchema, iconSetSchema } from '@rehearse/contracts/icons';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { getIconSet } from './icons.service';

// Behind sign-in like every other demo call: the icon browser is a screen of the workspace.
const getSet = createRoute({
  method: 'get',
  path: '/{set}',
  tags: ['Icon sets'],
  security: bearerSecurity,
  middleware: requireAuth,
  summary: `An icon set with its icon names: ${ICON_SET_SLUGS.join(', ')}`,
  request: { params: iconSetParamsSchema },
  responses: {
    200: jsonContent(iconSetSchema, 'The icon set'),
    400: errorContent('Invalid set name'),
    401: errorContent(INVALID_TOKEN),
    404: errorContent('No such icon set'),
  },
});

export const iconRoutes = createCommonRouter().openapi(getSet, async (c) =>
  c.json(await getIconSet(c.var.db, c.req.valid('param').set), 200),
);
