import { successEnvelope } from '@rehearse/contracts/envelope';
import { companyProfileSchema, type CompanyProfile } from '@rehearse/contracts/organizations';
import { getAccessToken } from '../../../lib/access-token';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';

const envelope = successEnvelope(companyProfileSchema);

// PUT the logo as the raw body with its own type (the API client sends JSON only).
export async function uploadLogo(file: File): Promise<CompanyProfile> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch('/api/recruiter/organization/logo', {
      method: 'PUT',
      headers: {
        Accept: 'application/json',
        'Content-Type': file.type || 'application/octet-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError(NETWORK_ERROR_STATUS, null, { cause });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  const parsed = envelope.safeParse(body);
  if (!parsed.success) {
    console.error('Unexpected response from PUT /api/recruiter/organization/logo', parsed.error);
    throw new ApiError(response.status, body, { code: 'client.bad_answer' });
  }
  return parsed.data.data;
}
