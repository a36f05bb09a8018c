import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { appSettings } from '../db/schema/app-settings';
import { randomToken } from './tokens';

const KEY = 'jwt_secret';

// JWT_SECRET from the environment wins; otherwise one is generated on first use and stored,
// so tokens survive restarts and every process on a shared database agrees.
export function createSigningSecret(db: Db, configured?: string): () => Promise<string> {
  let secret: Promise<string> | undefined;
  const load = async () => {
    if (configured) return configured;
    await db
      .insert(appSettings)
      .values({ key: KEY, value: randomToken(48) })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
    return row.value;
  };
  return () => {
    secret ??= load().catch((err: unknown) => {
      secret = undefined;
      throw err;
    });
    return secret;
  };
}
