import { describe, expect, it } from 'vitest';
import { addVideoErrors, type AddVideoValues } from './add-video-errors';

const MB = 1024 * 1024;
const link: AddVideoValues = {
  tool: 'quiz',
  title: 'Taking a quiz',
  description: '',
  source: 'link',
  url: 'https://videos.example.test/quiz.mp4',
  file: null,
  captions: 'WEBVTT\n\n00:00.000 --> 00:02.000\nPick your skills.',
};

describe('add video rules', () => {
  it('accepts an https link or a site path with WebVTT captions', () => {
    expect(addVideoErrors(link, 100 * MB)).toEqual({});
    expect(addVideoErrors({ ...link, url: '/videos/quiz.mp4', captions: null }, 100 * MB)).toEqual(
      {},
    );
  });

  it('refuses other links and captions that are not WebVTT', () => {
    expect(
      addVideoErrors(
        { ...link, url: 'http://plain.example.test/a.mp4', captions: '1\n00:00 --> 00:01' },
        100 * MB,
      ),
    ).toEqual({ url: 'urlInvalid', captions: 'captionsInvalid' });
    for (const url of ['//evil.test/a.mp4', '/\\evil.test/a.mp4']) {
      expect(addVideoErrors({ ...link, url }, 100 * MB), url).toEqual({ url: 'urlInvalid' });
    }
  });

  it('needs a video file of an accepted type and size for an upload', () => {
    const upload = { ...link, source: 'upload' as const, url: '' };
    expect(addVideoErrors(upload, 100 * MB)).toEqual({ file: 'fileRequired' });
    expect(
      addVideoErrors({ ...upload, file: { type: 'video/quicktime', size: MB } }, 100 * MB),
    ).toEqual({
      file: 'fileType',
    });
    expect(
      addVideoErrors({ ...upload, file: { type: 'video/mp4', size: 101 * MB } }, 100 * MB),
    ).toEqual({
      file: 'fileSize',
    });
    expect(addVideoErrors({ ...upload, file: { type: 'video/webm', size: MB } }, 100 * MB)).toEqual(
      {},
    );
  });

  it('needs a tool and a title', () => {
    expect(addVideoErrors({ ...link, tool: '', title: ' ' }, 100 * MB)).toEqual({
      tool: 'toolRequired',
      title: 'titleRequired',
    });
  });
});
