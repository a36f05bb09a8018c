import { readFile } from 'node:fs/promises';
import { ICON_SET_SLUGS, iconSetSchema } from '@rehearse/contracts/icons';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { iconSets } from '../../db/schema/icons';
import { seedIcons } from '../../db/seed/icons.seed';
import committed from '../../db/seed/data/icon-sets.json';

const { app, db } = await useTestApp();

type Generator = {
  buildIconSets: () => Record<string, string[]>;
  ICON_SETS_FILE: string;
};
// A computed specifier: the generator is plain ESM for node, without types of its own.
const generatorUrl = new URL('../../../scripts/generate-icon-sets.mjs', import.meta.url).href;
const loadGenerator = async () => (await import(generatorUrl)) as Generator;

const EXPECTED = {
  feather: { namespace: 'feather', name: 'Feather', grid: 'icon-size-6', sample: 'activity' },
  'heroicons-outline': {
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-6',
    sample: 'academic-cap',
  },
  'heroicons-solid': {
    namespace: 'heroicons_solid',
    name: 'Heroicons Solid',
    grid: 'icon-size-6',
    sample: 'academic-cap',
  },
  'heroicons-mini': {
    namespace: 'heroicons_mini',
    name: 'Heroicons Mini',
    grid: 'icon-size-5',
    sample: 'academic-cap',
  },
  'material-solid': {
    namespace: 'mat_solid',
    name: 'Material Solid',
    grid: 'icon-size-6',
    sample: 'account_circle',
  },
  'material-outline': {
    namespace: 'mat_outline',
    name: 'Material Outline',
    grid: 'icon-size-6',
    sample: 'account_circle',
  },
  'material-twotone': {
    namespace: 'mat_twotone',
    name: 'Material Twotone',
    grid: 'icon-size-6',
    sample: 'account_circle',
  },
} as const;

describe('GET ui/icons/{set}', () => {
  it.each(ICON_SET_SLUGS)(
    'answers %s with its namespace, name, grid and real names',
    async (slug) => {
      const { token } = await signUpAndIn(app);
      const res = await call(app, 'GET', `/api/ui/icons/${slug}`, { token });
      expect(res.status).toBe(200);
      const set = iconSetSchema.parse(res.body);
      const { sample, ...meta } = EXPECTED[slug];
      expect(set).toMatchObject(meta);
      expect(set.list).toEqual(committed[slug]);
      expect(set.list).toContain(sample);
      expect(set.list).toEqual([...set.list].sort());
      expect(new Set(set.list).size).toBe(set.list.length);
    },
  );

  it('answers 404 {error} for an unknown set', async () => {
    const { token } = await signUpAndIn(app);
    for (const slug of ['fontawesome', 'Feather', 'material']) {
      const res = await call(app, 'GET', `/api/ui/icons/${slug}`, { token });
      expect(res).toMatchObject({ status: 404, body: { error: expect.any(String) } });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await call(app, 'GET', '/api/ui/icons/feather')).status).toBe(401);
  });
});

describe('icon set reference data', () => {
  it('matches the icon packages: regenerate with scripts/generate-icon-sets.mjs on drift', async () => {
    const { buildIconSets, ICON_SETS_FILE } = await loadGenerator();
    const fresh = buildIconSets();
    expect(Object.keys(fresh).sort()).toEqual([...ICON_SET_SLUGS].sort());
    expect(JSON.parse(await readFile(ICON_SETS_FILE, 'utf8'))).toEqual(fresh);
    // Sizes of the pinned packages: a guard against reading the wrong folder.
    expect(fresh.feather.length).toBeGreaterThan(250);
    expect(fresh['heroicons-mini'].length).toBeGreaterThan(300);
    expect(fresh['material-twotone'].length).toBeGreaterThan(2000);
  });

  it('is seeded idempotently, one row per set', async () => {
    await seedIcons(db);
    await seedIcons(db);
    const rows = await db.select().from(iconSets);
    expect(rows.map((row) => row.slug).sort()).toEqual([...ICON_SET_SLUGS].sort());
    for (const row of rows)
      expect(row.icons).toEqual(committed[row.slug as keyof typeof committed]);
  });
});
