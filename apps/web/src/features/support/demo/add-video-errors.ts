import { isInAppPath } from '@rehearse/contracts/app-links';

export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const CAPTIONS_MAX_CHARS = 200_000;

export type AddVideoValues = {
  tool: string;
  title: string;
  description: string;
  source: 'link' | 'upload';
  url: string;
  file: { type: string; size: number } | null;
  captions: string | null;
};
// Each a key under support.demo.add.errors.
export type AddVideoError =
  | 'toolRequired'
  | 'titleRequired'
  | 'titleLong'
  | 'descriptionLong'
  | 'urlRequired'
  | 'urlInvalid'
  | 'fileRequired'
  | 'fileType'
  | 'fileSize'
  | 'captionsInvalid'
  | 'captionsLong';
export type AddVideoField = 'tool' | 'title' | 'description' | 'url' | 'file' | 'captions';

// The contract's rules (createWalkthroughSchema) plus the upload's type and size, per field.
export function addVideoErrors(
  values: AddVideoValues,
  maxBytes: number,
): Partial<Record<AddVideoField, AddVideoError>> {
  const errors: Partial<Record<AddVideoField, AddVideoError>> = {};
  if (!values.tool) errors.tool = 'toolRequired';
  if (!values.title.trim()) errors.title = 'titleRequired';
  else if (values.title.trim().length > 150) errors.title = 'titleLong';
  if (values.description.trim().length > 1000) errors.description = 'descriptionLong';
  if (values.source === 'link') {
    const url = values.url.trim();
    if (!url) errors.url = 'urlRequired';
    else if (!(url.startsWith('https://') || isInAppPath(url)) || url.length > 2000)
      errors.url = 'urlInvalid';
  } else if (!values.file) errors.file = 'fileRequired';
  else if (!(VIDEO_TYPES as readonly string[]).includes(values.file.type)) errors.file = 'fileType';
  else if (values.file.size > maxBytes) errors.file = 'fileSize';
  if (values.captions !== null) {
    if (!values.captions.trimStart().startsWith('WEBVTT')) errors.captions = 'captionsInvalid';
    else if (values.captions.length > CAPTIONS_MAX_CHARS) errors.captions = 'captionsLong';
  }
  return errors;
}
