import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

// The API for component tests: each test file declares the calls it expects with
// `apiServer.use(...)`; any other request fails the test instead of reaching the network.
export const apiServer = setupServer();

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());
