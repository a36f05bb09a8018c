import { openText, sealText } from '../platform/secret-box';

// The token of an interview link a Rehearse account keeps in its workspace
// (docs/decisions/048-candidate-one-way-interview.md): the pipeline record keeps only its hash,
// so the keep stores it sealed with a key of its own purpose, derived from the signing secret.
// Shared by the interview (which seals it) and the workspace (which gives the link back).
const PURPOSE = 'candidate-interview-keep-token';

export const sealInterviewToken = (secret: string, token: string) =>
  sealText(secret, PURPOSE, token);

// Null when the box cannot be opened (the signing secret changed since it was sealed).
export const openInterviewToken = (secret: string, box: string) => openText(secret, PURPOSE, box);
