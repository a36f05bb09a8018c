import type { Db } from '../../db/db';
import type { UserRow } from '../../db/schema/users';
import type { QuestionPoolCache } from '../../domain/question-pool';
import type { RecordingStore } from '../../platform/recording-store';

// What the mock-interview service and its answer view work with, for one signed-in user.
export type MockDeps = {
  db: Db;
  cache: QuestionPoolCache;
  store: RecordingStore;
  user: UserRow;
  secret: string;
};
