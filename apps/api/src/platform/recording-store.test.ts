import { describeObjectStoreContract } from '../../test/object-store-contract';
import { createMemoryRecordingStore } from './recording-store';

// The store a browser demo and a bare createApp use.
describeObjectStoreContract('memory', 'memory', () => createMemoryRecordingStore());
