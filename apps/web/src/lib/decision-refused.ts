// A refused decision (the decisions API answers 200 with a per-candidate result), shaped like
// the API's errors so the error texts translate its code (decision.not_allowed, ...).
export class DecisionRefused extends Error {
  readonly code: string;
  constructor(error: { code: string; message: string } | null) {
    super(error?.message ?? 'The decision was refused');
    this.code = error?.code ?? 'decision.not_allowed';
  }
}
