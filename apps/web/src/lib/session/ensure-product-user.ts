import { successEnvelope } from '@rehearse/contracts/envelope';
import { productUserSchema } from '@rehearse/contracts/product-users';
import type { User } from '@rehearse/contracts/user';
import { apiClient } from '../api-client';
import { isApiError } from '../api-error';

const productUserEnvelope = successEnvelope(productUserSchema);

const started = new Set<string>();

// Post-login flow (decision 001): find the product user record, create it on a 404.
// Runs once per user and app start; failures are only logged.
export async function ensureProductUser(user: User): Promise<void> {
  const organizationId = user.metadata.organization_id;
  if (!organizationId || started.has(user.id)) return;
  started.add(user.id);
  try {
    await apiClient.get('/api/users/lookup', productUserEnvelope, {
      query: { organization_id: organizationId, external_id: user.id },
    });
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) {
      console.error('Product user lookup failed', error);
      return;
    }
    try {
      await apiClient.post('/api/users', productUserEnvelope, {
        body: {
          organization_id: organizationId,
          external_id: user.id,
          created_by: user.id,
          updated_by: user.id,
        },
      });
    } catch (createError) {
      console.error('Creating the product user failed', createError);
      return;
    }
  }
  // The subscription steps (update it from a stored session_id, or save it from a stored
  // promo_code, then reload it) arrive with the subscription API.
}
