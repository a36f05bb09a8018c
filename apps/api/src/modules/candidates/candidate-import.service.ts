import { and, eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { emailSchema, personNameSchema } from '@rehearse/contracts/auth';
import {
  CSV_IMPORT_MAX_ROWS,
  type ImportCandidatesInput,
  type ImportResult,
  type ImportRow,
} from '@rehearse/contracts/candidates';
import type { Db } from '../../db/db';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { lockCreditsFor } from '../../domain/interview-credits';
import { EDITORS } from '../../domain/organization-access';
import { requirePostingAccess } from '../../domain/posting-access';
import { AppError } from '../../platform/errors';
import { inviteInto, refuseUnlessOpen, type Actor } from './candidates.service';

// Invitations from a CSV file (columns name and email, a header row optional): a dry run answers
// each row's verdict; a real run invites the valid rows in one transaction and answers the same
// verdicts (docs/decisions/047-candidate-invitations.md).

type Parsed = { row: number; name: string; email: string };

// The rows of the text, numbered by their line in the file (the header counted). A first row
// naming the columns (name, email, in any order and case) is a header.
export function parseCandidateCsv(csv: string): Parsed[] {
  const result = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const lines = result.data.map((cells, index) => ({ cells, row: index + 1 }));
  const cleaned = lines.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  let nameAt = 0;
  let emailAt = 1;
  const first = cleaned[0]?.cells.map((cell) => cell.trim().toLowerCase());
  if (first && first.includes('name') && first.includes('email')) {
    nameAt = first.indexOf('name');
    emailAt = first.indexOf('email');
    cleaned.shift();
  }
  return cleaned.map(({ cells, row }) => ({
    row,
    name: (cells[nameAt] ?? '').trim(),
    email: (cells[emailAt] ?? '').trim(),
  }));
}

const verdict = (
  parsed: Parsed,
  problem: ImportRow['problem'],
  message: string | null,
  email = parsed.email,
): ImportRow => ({
  row: parsed.row,
  name: parsed.name,
  email,
  ok: problem === null,
  problem,
  message,
  candidate_id: null,
});

export async function importCandidates(
  db: Db,
  ctx: Actor,
  publicUrl: string,
  postingId: string,
  input: ImportCandidatesInput,
): Promise<ImportResult> {
  const parsed = parseCandidateCsv(input.csv);
  if (parsed.length > CSV_IMPORT_MAX_ROWS) {
    throw new AppError(
      'candidate.too_many_rows',
      `A CSV file may have at most ${CSV_IMPORT_MAX_ROWS} candidates; this one has ${parsed.length}`,
      { field: 'csv', params: { limit: CSV_IMPORT_MAX_ROWS, count: parsed.length } },
    );
  }
  return db.transaction(async (tx) => {
    const { posting } = await requirePostingAccess(tx, ctx.user, postingId, {
      roles: EDITORS,
      lock: true,
    });
    refuseUnlessOpen(posting);
    // Each row's own problems, then duplicates within the file.
    const seen = new Set<string>();
    const rows = parsed.map((line) => {
      if (!personNameSchema.safeParse(line.name).success) {
        return verdict(line, 'missing_name', `Row ${line.row}: the name is missing or too long`);
      }
      const email = emailSchema.safeParse(line.email);
      if (!email.success) {
        return verdict(
          line,
          'bad_email',
          `Row ${line.row}: “${line.email}” is not an email address`,
        );
      }
      if (seen.has(email.data)) {
        return verdict(
          line,
          'duplicate_in_file',
          `Row ${line.row}: ${email.data} is already in this file`,
          email.data,
        );
      }
      seen.add(email.data);
      return verdict(line, null, null, email.data);
    });
    // Emails this posting already invited.
    const valid = rows.filter((row) => row.ok).map((row) => row.email);
    const invited =
      valid.length === 0
        ? new Set<string>()
        : new Set(
            (
              await tx
                .select({ email: postingCandidates.email })
                .from(postingCandidates)
                .where(
                  and(
                    eq(postingCandidates.postingId, posting.id),
                    inArray(postingCandidates.email, valid),
                  ),
                )
            ).map((row) => row.email),
          );
    const alreadyInvited = (row: ImportRow): ImportRow => ({
      ...row,
      ok: false,
      problem: 'already_invited',
      message: `Row ${row.row}: ${row.email} is already invited to this posting`,
    });
    const checked = rows.map((row) =>
      row.ok && invited.has(row.email) ? alreadyInvited(row) : row,
    );
    const now = ctx.now();
    // One credit per new candidate, counted before any is invited: a file the balance does not
    // cover is refused whole (402 with the balance and the need), never half imported.
    const toInvite = checked.filter((row) => row.ok).length;
    const subscriptionId =
      input.dry_run || toInvite === 0
        ? undefined
        : await lockCreditsFor(tx, posting.organizationId, toInvite, now);
    const result: ImportRow[] = [];
    for (const row of checked) {
      if (!row.ok || input.dry_run) {
        result.push(row);
        continue;
      }
      const { row: candidate, created } = await inviteInto(tx, {
        posting,
        actor: ctx.user,
        input: { name: row.name, email: row.email },
        publicUrl,
        now,
        source: 'csv',
        subscriptionId,
      });
      // Invited by someone else in the meantime: the one record stays theirs.
      result.push(created ? { ...row, candidate_id: candidate.id } : alreadyInvited(row));
    }
    const validCount = result.filter((row) => row.ok).length;
    return {
      dry_run: input.dry_run,
      rows: result,
      valid: validCount,
      invalid: result.length - validCount,
      invited: input.dry_run ? 0 : validCount,
    };
  });
}
