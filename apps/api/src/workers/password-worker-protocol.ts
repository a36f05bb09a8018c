// The messages between password-worker-client.ts and password-worker.ts.
export type PasswordRequest = { id: number } & (
  | { op: 'hash'; password: string; salt: Uint8Array }
  | { op: 'verify'; password: string; hash: string }
);

export type PasswordReply =
  { id: number; ok: true; value: string | boolean } | { id: number; ok: false; message: string };
