import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';
import { createPgliteTemplate } from '../src/db/pglite-template';
import { seedReferenceData } from '../src/db/seed/reference-data';

// Migrates one template database for the whole run; each test file then starts from a copy
// (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE ... TEMPLATE), which costs milliseconds.
export default async function setup(project: TestProject) {
  // The transcription tests need Debian's PocketSphinx, ffmpeg, flite and sox: installed here
  // when running as root, else the command is printed (scripts/speech-packages.mjs).
  spawnSync(
    process.execPath,
    [join(import.meta.dirname, '../../../scripts/speech-packages.mjs'), '--for-tests'],
    {
      stdio: 'inherit',
    },
  );
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `rehearse_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = openPostgres(withDatabase(url, template), 1);
    await database.migrate();
    await seedReferenceData(database.db);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }

  const dump = await createPgliteTemplate('none');
  const dir = await mkdtemp(join(tmpdir(), 'rehearse-test-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', file });
  return () => rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    testDatabase:
      { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
  }
}
