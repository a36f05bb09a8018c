import { issueToError } from '@rehearse/contracts/validation-issues';
import { describe, expect, it } from 'vitest';
import { addVideoFormSchema, type AddVideoValues } from './add-video-form-schema';

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
const upload: AddVideoValues = { ...link, source: 'upload', url: '' };
// A file of any size without allocating it.
const sized = (type: string, size: number) =>
  Object.defineProperty(new File([], 'video', { type }), 'size', { value: size });

// Each problem as the form shows it: field and code.
const problems = (values: AddVideoValues) => {
  const result = addVideoFormSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => {
        const { code, field } = issueToError(issue, values);
        return `${field ?? ''}: ${code}`;
      });
};

describe('add video form schema', () => {
  it('takes an https link or a site path with WebVTT captions', () => {
    expect(problems(link)).toEqual([]);
    expect(problems({ ...link, url: ' /videos/quiz.mp4 ', captions: null })).toEqual([]);
    expect(addVideoFormSchema.parse({ ...link, title: ' Quiz ' })).toMatchObject({
      title: 'Quiz',
      url: link.url,
    });
  });

  it('refuses other links and captions that are not WebVTT, with the codes the API gives', () => {
    expect(
      problems({ ...link, url: 'http://plain.example.test/a.mp4', captions: '1\n00:00 --> 00:01' }),
    ).toEqual(['captions: support.captions_webvtt', 'url: support.video_link']);
    for (const url of ['//evil.test/a.mp4', '/\\evil.test/a.mp4']) {
      expect(problems({ ...link, url }), url).toEqual(['url: support.video_link']);
    }
    expect(problems({ ...link, url: '  ' })).toEqual(['url: validation.required']);
  });

  it('needs a video file of an accepted type and size for an upload', () => {
    expect(problems(upload)).toEqual(['file: validation.required']);
    expect(problems({ ...upload, file: sized('video/quicktime', MB) })).toEqual([
      'file: recording.unsupported_type',
    ]);
    expect(problems({ ...upload, file: sized('video/mp4', 101 * MB) })).toEqual([
      'file: recording.too_large',
    ]);
    const webm = sized('video/webm', MB);
    expect(addVideoFormSchema.parse({ ...upload, file: webm })).toMatchObject({ file: webm });
  });

  it('needs a tool and a title', () => {
    expect(problems({ ...link, tool: '', title: ' ' })).toEqual([
      'tool: validation.invalid_option',
      'title: validation.required',
    ]);
  });
});
