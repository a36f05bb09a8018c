import {
  MAIL_ATTACHMENT_MAX_BYTES,
  type NewMailAttachment,
} from '@rehearse/contracts/mailbox-compose';
import type { MailAttachmentRow } from '../../db/schema/mailbox';
import { AppError } from '../../platform/errors';
import { base64ToBytes, bytesToBase64, detectImageType } from '../../platform/image-data-url';

const isPdf = (bytes: Uint8Array) => [0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => bytes[i] === b); // "%PDF-"

const maxKb = Math.round(MAIL_ATTACHMENT_MAX_BYTES / 1024);
const tooLarge = (field: string) =>
  new AppError('mail.attachment_too_large', `An attachment is larger than ${maxKb} KB`, {
    field,
    params: { maxKb },
  });
const unsupported = (field: string) =>
  new AppError(
    'mail.attachment_unsupported_type',
    'Attachments must be PNG, JPEG, GIF or WebP images or PDF files',
    { field },
  );

// A composed mail's attachment, checked by its bytes (the declared type is never trusted) and
// kept inline as a data URL (decision 061): images are their own preview, a PDF has none.
export function toStoredAttachment(input: NewMailAttachment, field: string): MailAttachmentRow {
  const match = /^data:[^,]*;base64,(.*)$/s.exec(input.dataUrl);
  if (!match) {
    throw new AppError('validation.invalid_format', 'Must be a base64 data URL', {
      field,
      params: { format: 'data URL' },
    });
  }
  if (Math.floor((match[1].length * 3) / 4) - 2 > MAIL_ATTACHMENT_MAX_BYTES) throw tooLarge(field);
  const bytes = base64ToBytes(match[1]);
  if (!bytes || bytes.length === 0) throw unsupported(field);
  if (bytes.length > MAIL_ATTACHMENT_MAX_BYTES) throw tooLarge(field);
  const type = detectImageType(bytes) ?? (isPdf(bytes) ? 'application/pdf' : undefined);
  if (!type) throw unsupported(field);
  const dataUrl = `data:${type};base64,${bytesToBase64(bytes)}`;
  return {
    type,
    name: input.name,
    size: bytes.length,
    preview: type.startsWith('image/') ? dataUrl : '',
    downloadUrl: dataUrl,
  };
}
