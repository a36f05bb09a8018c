import { eq } from 'drizzle-orm';
import {
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type CompanyProfile,
  type LogoType,
  type UpdateCompanyProfileInput,
} from '@rehearse/contracts/organizations';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { organizationLogos, organizations } from '../../db/schema/organizations';
import {
  ANY_MEMBER,
  EDITORS,
  requireOrganizationRole,
  type Membership,
} from '../../domain/organization-access';
import { logoUrl } from '../../domain/organizations';
import { AppError, notFound } from '../../platform/errors';
import { base64ToBytes, bytesToBase64, detectImageType } from '../../platform/image-data-url';
import type { ServiceContext } from '../../platform/services';

// The company profile of a recruiting organization: read by every member, edited by owners and
// recruiters (docs/decisions/041-recruiting-organizations.md).

type Actor = Pick<ServiceContext, 'user'>;

async function readProfile(db: Db, membership: Membership): Promise<CompanyProfile> {
  const [row] = await db
    .select({ organization: organizations, logoUpdatedAt: organizationLogos.updatedAt })
    .from(organizations)
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .where(eq(organizations.id, membership.organizationId));
  if (!row) throw notFound('Organization not found');
  const { organization, logoUpdatedAt } = row;
  return {
    id: organization.id,
    name: organization.name,
    organization_type: 'recruiting',
    website: organization.website,
    about: organization.about,
    brand_color: organization.brandColor,
    logo_url: logoUpdatedAt ? logoUrl(organization.id, logoUpdatedAt) : null,
    role: membership.role,
    updated_at: organization.updatedAt.toISOString(),
  };
}

export async function getCompanyProfile(db: Db, ctx: Actor): Promise<CompanyProfile> {
  return readProfile(db, await requireOrganizationRole(db, ctx.user, ANY_MEMBER));
}

export async function updateCompanyProfile(
  db: Db,
  ctx: Actor,
  input: UpdateCompanyProfileInput,
): Promise<CompanyProfile> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  await db
    .update(organizations)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.website !== undefined && { website: input.website }),
      ...(input.about !== undefined && { about: input.about }),
      ...(input.brand_color !== undefined && { brandColor: input.brand_color }),
      updatedAt: new Date(),
    })
    .where(eq(organizations.id, membership.organizationId));
  return readProfile(db, membership);
}

const unsupportedLogo = () =>
  new AppError('organization.logo_unsupported_type', 'The logo must be a PNG, JPEG or WebP image', {
    field: 'logo',
  });

export const logoTooLarge = () =>
  new AppError('organization.logo_too_large', 'The logo is larger than the 1 MB limit', {
    field: 'logo',
    params: { maxMb: LOGO_MAX_BYTES / (1024 * 1024) },
  });

// The declared type must be PNG, JPEG or WebP and the bytes must be that type: SVG (which can
// carry script), GIF and anything else are refused with 415, so the logo is never served as
// markup.
export async function setCompanyLogo(
  db: Db,
  ctx: Actor,
  upload: { contentType: string | undefined; bytes: Uint8Array },
): Promise<CompanyProfile> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  const declared = (upload.contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!(LOGO_TYPES as readonly string[]).includes(declared)) throw unsupportedLogo();
  if (upload.bytes.length === 0) {
    throw new AppError('image.empty', 'The logo is empty', { field: 'logo' });
  }
  if (upload.bytes.length > LOGO_MAX_BYTES) throw logoTooLarge();
  if (detectImageType(upload.bytes) !== declared) throw unsupportedLogo();
  const values = {
    contentType: declared as LogoType,
    data: bytesToBase64(upload.bytes),
    byteSize: upload.bytes.length,
    updatedAt: new Date(),
  };
  await db
    .insert(organizationLogos)
    .values({ organizationId: membership.organizationId, ...values })
    .onConflictDoUpdate({ target: organizationLogos.organizationId, set: values });
  return readProfile(db, membership);
}

export async function deleteCompanyLogo(db: Db, ctx: Actor): Promise<CompanyProfile> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  await db
    .delete(organizationLogos)
    .where(eq(organizationLogos.organizationId, membership.organizationId));
  return readProfile(db, membership);
}

// Public: a logo is shown on candidate-facing pages and in <img> (which sends no token).
export async function getCompanyLogo(
  db: Db,
  organizationId: string,
): Promise<{ contentType: LogoType; bytes: Uint8Array }> {
  const [row] = await db
    .select()
    .from(organizationLogos)
    .where(idIs(organizationLogos.organizationId, organizationId));
  const bytes = row && base64ToBytes(row.data);
  if (!row || !bytes) throw notFound('This organization has no logo');
  return { contentType: row.contentType, bytes };
}
