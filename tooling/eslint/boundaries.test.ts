import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, limited to the two boundary rules and without type
// information (which the boundary rules do not need), so each check takes milliseconds.
const root = resolve(import.meta.dirname, '../..');
const BOUNDARY_RULES = ['boundaries/no-import-cycle', 'import-x/no-restricted-paths'];
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.includes(ruleId),
});

// Lints `code` as if it were the file at `path` (which may or may not exist).
async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

const zoneProblem = expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' });

describe('lint: import cycles', () => {
  it('fails on a type-only cycle', async () => {
    // users.ts imports organizations.ts; this makes organizations.ts import users.ts back.
    const found = await problems(
      'apps/api/src/db/schema/organizations.ts',
      "import type { UserRow } from './users';\nexport type Owner = UserRow;\n",
    );
    expect(found).toEqual([
      {
        ruleId: 'boundaries/no-import-cycle',
        message:
          'Import cycle: apps/api/src/db/schema/organizations.ts -> apps/api/src/db/schema/users.ts -> apps/api/src/db/schema/organizations.ts',
      },
    ]);
  });

  it('fails on a longer value cycle', async () => {
    // app.ts imports every module; a module importing app.ts closes the loop.
    const found = await problems(
      'apps/api/src/modules/notes/notes.service.ts',
      "import { createApp } from '../../app';\nexport const app = createApp;\n",
    );
    expect(found).toEqual([
      expect.objectContaining({
        ruleId: 'boundaries/no-import-cycle',
        message: expect.stringMatching(
          /^Import cycle: apps\/api\/src\/modules\/notes\/notes\.service\.ts -> apps\/api\/src\/app\.ts -> .* -> apps\/api\/src\/modules\/notes\/notes\.service\.ts$/,
        ),
      }),
    ]);
  });
});

describe('lint: API zones', () => {
  it('fails when platform or db imports a module, even for a type', async () => {
    expect(
      await problems(
        'apps/api/src/platform/probe.ts',
        "import type { NewAccountInput } from '../modules/auth/auth.service';\nexport type P = NewAccountInput;\n",
      ),
    ).toEqual([zoneProblem]);
    expect(
      await problems(
        'apps/api/src/db/seed/probe.seed.ts',
        "import { createAccount } from '../../modules/auth/auth.service';\nexport const p = createAccount;\n",
      ),
    ).toEqual([zoneProblem]);
  });

  it('fails when domain imports a module', async () => {
    expect(
      await problems(
        'apps/api/src/domain/probe.ts',
        "import { toNote } from '../modules/notes/notes.service';\nexport const p = toNote;\n",
      ),
    ).toEqual([zoneProblem]);
  });

  it('fails when a module imports another module, and passes through domain', async () => {
    expect(
      await problems(
        'apps/api/src/modules/chat/probe.ts',
        "import { listContacts } from '../contacts/contacts.service';\nexport const p = listContacts;\n",
      ),
    ).toEqual([zoneProblem]);
    expect(
      await problems(
        'apps/api/src/modules/chat/probe.ts',
        [
          "import { contactsByName } from '../../domain/contacts-by-name';",
          "import { listChats } from './chat.service';",
          "import { AppError } from '../../platform/errors';",
          "import type { Db } from '../../db/db';",
          'export type P = Db;',
          'export const p = [contactsByName, listChats, AppError];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('lint: web zones', () => {
  it('fails when lib, components or config import a feature or app/', async () => {
    for (const [path, from] of [
      ['apps/web/src/lib/probe.ts', '../features/quiz/api/quiz.queries'],
      ['apps/web/src/components/probe.tsx', '../app/guards'],
      ['apps/web/src/config/probe.ts', '../features/workspace/api/workspace.queries'],
    ]) {
      expect(await problems(path, `import * as p from '${from}';\nexport { p };\n`)).toEqual([
        zoneProblem,
      ]);
    }
  });

  it('fails when a feature imports another feature or app/', async () => {
    expect(
      await problems(
        'apps/web/src/features/quiz/probe.ts',
        "import * as p from '../workspace/api/workspace.queries';\nexport { p };\n",
      ),
    ).toEqual([zoneProblem]);
    expect(
      await problems(
        'apps/web/src/features/quiz/probe.ts',
        "import * as p from '../../app/guards';\nexport { p };\n",
      ),
    ).toEqual([zoneProblem]);
    expect(
      await problems(
        'apps/web/src/features/quiz/probe.ts',
        "import * as p from './api/quiz.queries';\nimport * as q from '../../components/error-state';\nexport { p, q };\n",
      ),
    ).toEqual([]);
  });
});

describe('lint: the tree', () => {
  it('passes on the files that used to bend the boundaries', async () => {
    const files = [
      'apps/api/src/platform/app-env.ts',
      'apps/api/src/platform/auth.ts',
      'apps/api/src/modules/auth/auth.service.ts',
      'apps/api/src/db/seed/messages.seed.ts',
      'apps/api/src/db/seed/feed-items.seed.ts',
      'apps/api/src/db/seed/mailbox.seed.ts',
      'apps/api/src/modules/quizzes/quiz-start.service.ts',
      'apps/api/src/modules/workspace/progress.service.ts',
      'apps/api/src/modules/mock-interviews/mock-interviews.service.ts',
      'apps/web/src/app/guards.ts',
    ].map((f) => resolve(root, f));
    const results = await eslint.lintFiles(files);
    expect(results.flatMap((r) => r.messages)).toEqual([]);
  });
});
