// The audio track alone of a recorded answer: what the hiring team of an anonymised posting is
// served instead of the video (docs/decisions/051-reviewing-candidate-answers.md). The app knows
// only this type; the Node entry passes one made with ffmpeg (speech/), anything else gets one
// that says it cannot, and the answer is then offered as its transcript only.

export type AudioRendition = { bytes: Uint8Array<ArrayBuffer>; mimeType: string };

export type AudioRenditions = {
  available: boolean;
  // The audio of the stored file `key` (opened with `open`). Made once and kept in memory for a
  // while, so a player's range requests do not run the conversion again; never kept on disk,
  // so deleting the recording deletes all there is of it. Rejects with NoAudioTrackError when
  // the file has no audio to take.
  audioOf(key: string, open: () => Promise<ReadableStream<Uint8Array>>): Promise<AudioRendition>;
};

export class NoAudioTrackError extends Error {
  constructor(detail: string) {
    super(`The recording has no readable audio: ${detail}`);
    this.name = 'NoAudioTrackError';
  }
}

export const unavailableAudioRenditions: AudioRenditions = {
  available: false,
  audioOf: () => Promise.reject(new Error('No audio converter (ffmpeg) is installed')),
};
