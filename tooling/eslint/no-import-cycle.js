import { readFileSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import ts from 'typescript';

// Why our own rule: import-x/no-cycle skips `import type`, and a type-only cycle still ties two
// layers together (see docs/decisions/022-enforced-boundaries.md). TypeScript's own scanner
// and resolver find every import (type, value, re-export, dynamic) the way tsc resolves it.

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  allowJs: true,
};
const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (f) => f, compilerOptions);

/** @typedef {{ file: string, pos: number, end: number }} Dependency */

/** @type {Map<string, { mtimeMs: number, deps: Dependency[] }>} */
const fileCache = new Map();

// The project source files a text imports (packages under node_modules are leaves: no cycle
// can run through them).
/** @returns {Dependency[]} */
function dependenciesOf(/** @type {string} */ text, /** @type {string} */ file) {
  /** @type {Dependency[]} */
  const deps = [];
  for (const { fileName, pos, end } of ts.preProcessFile(text, true, true).importedFiles) {
    const resolved = ts.resolveModuleName(
      fileName,
      file,
      compilerOptions,
      ts.sys,
      resolutionCache,
    ).resolvedModule;
    const target = resolved?.resolvedFileName;
    if (!target || !SOURCE.test(target) || target.endsWith('.d.ts')) continue;
    if (target.includes(`${sep}node_modules${sep}`)) continue;
    deps.push({ file: target, pos, end });
  }
  return deps;
}

/** @returns {string[]} */
function dependenciesOnDisk(/** @type {string} */ file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = fileCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.deps.map((d) => d.file);
  const deps = dependenciesOf(readFileSync(file, 'utf8'), file);
  fileCache.set(file, { mtimeMs, deps });
  return deps.map((d) => d.file);
}

// The shortest import path from `start` back to `target`, or null. `deadEnds` holds files
// already known not to lead back, shared across the imports of one file.
/** @returns {string[] | null} */
function pathBack(
  /** @type {string} */ start,
  /** @type {string} */ target,
  /** @type {Set<string>} */ deadEnds,
) {
  /** @type {Map<string, string | null>} */
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = /** @type {string} */ (queue.shift());
    for (const next of dependenciesOnDisk(current)) {
      if (next === target) {
        /** @type {string[]} */
        const path = [];
        for (let at = /** @type {string | null} */ (current); at; at = parent.get(at) ?? null) {
          path.unshift(at);
        }
        return path;
      }
      if (parent.has(next) || deadEnds.has(next)) continue;
      parent.set(next, current);
      queue.push(next);
    }
  }
  for (const file of parent.keys()) deadEnds.add(file);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid imports (type-only ones included) that lead back to the importing file',
    },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!SOURCE.test(file)) return {};
    return {
      Program() {
        const { sourceCode } = context;
        /** @type {Set<string>} */
        const deadEnds = new Set();
        /** @type {Set<string>} */
        const seen = new Set();
        for (const dep of dependenciesOf(sourceCode.text, file)) {
          if (dep.file === file || seen.has(dep.file)) continue;
          seen.add(dep.file);
          const back = pathBack(dep.file, file, deadEnds);
          if (!back) continue;
          const show = (/** @type {string} */ f) => relative(context.cwd, f);
          context.report({
            loc: {
              start: sourceCode.getLocFromIndex(dep.pos),
              end: sourceCode.getLocFromIndex(dep.end),
            },
            messageId: 'cycle',
            data: { path: [file, ...back, file].map(show).join(' -> ') },
          });
        }
      },
    };
  },
};
