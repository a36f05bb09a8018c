import type { RecognisedWord } from '../platform/transcriber';
import type { PocketSphinxModel } from './pocketsphinx';

export type TranscriptionWorkerData = { model: PocketSphinxModel };
export type TranscriptionRequest = { id: number; pcm: Int16Array };
export type TranscriptionReply =
  | { id: number; kind: 'progress'; fraction: number }
  | { id: number; kind: 'done'; words: RecognisedWord[] }
  | { id: number; kind: 'failed'; message: string };
