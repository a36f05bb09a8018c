import type { z } from 'zod';

// A text field a client may leave empty, also by sending null (as clients of the demo-area
// API do to clear a field). null becomes '', for fields whose read shape is text; fields whose
// read shape is nullable keep `.nullable()` instead. Whether the key may be missing is the
// caller's: add `.optional()` (or `.partial()`) where it may. See
// docs/decisions/018-demo-area-wire-compatibility.md.
export const optionalText = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.nullable().transform((value): string => value ?? '');
