import type { TestProject } from 'vitest/node';
import { startServer } from './server';

// One server (with the demo accounts) for the whole e2e run; specs that need a pristine one
// (the rate-limit spec) start their own.
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseURL', server.url);
  return server.stop;
}

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string;
  }
}
