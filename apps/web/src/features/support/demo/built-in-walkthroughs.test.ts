import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WALKTHROUGH_TOOLS } from '@rehearse/contracts/support';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../lib/i18n';
import { BUILT_IN_WALKTHROUGHS } from './built-in-walkthroughs';

// The recorded walkthroughs (npm run record:walkthroughs, decision 038) are shipped files: every
// tool must have its video, poster and captions in every language, or its slot would be empty.
const folder = join(import.meta.dirname, 'walkthroughs');
const read = (name: string) => readFileSync(join(folder, name));

type Cue = { from: number; to: number; text: string };
const time = (stamp: string) => {
  const [h, m, s] = stamp.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};
function cuesOf(vtt: string): Cue[] {
  return vtt
    .split(/\n\n+/)
    .slice(1)
    .map((block) => {
      const lines = block.trim().split('\n');
      const timing = lines.findIndex((line) => line.includes('-->'));
      const [from, to] = lines[timing]!.split(' --> ');
      return { from: time(from!), to: time(to!), text: lines.slice(timing + 1).join('\n') };
    });
}

describe('built-in walkthroughs', () => {
  it('lists one per tool, with its video, poster and captions in every language', () => {
    expect(BUILT_IN_WALKTHROUGHS.map((walkthrough) => walkthrough.tool)).toEqual([
      ...WALKTHROUGH_TOOLS,
    ]);
    for (const walkthrough of BUILT_IN_WALKTHROUGHS) {
      expect(walkthrough.video).toMatch(new RegExp(`/${walkthrough.tool}\\.webm\\b`));
      expect(walkthrough.poster).toMatch(new RegExp(`/${walkthrough.tool}\\.jpg\\b`));
      expect(Object.keys(walkthrough.captions).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    }
  });

  it.each(WALKTHROUGH_TOOLS)('%s: a WebM video and a JPEG poster, neither empty', (tool) => {
    const video = read(`${tool}.webm`);
    // The EBML signature that starts every WebM file, and a small file (a few hundred kB).
    expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(video.length).toBeGreaterThan(20_000);
    expect(video.length).toBeLessThan(1_000_000);
    const poster = read(`${tool}.jpg`);
    expect(poster.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(poster.length).toBeGreaterThan(5_000);
  });

  it.each(WALKTHROUGH_TOOLS)(
    '%s: captions in English and Turkish, the same cues at the same times',
    (tool) => {
      const [english, ...others] = SUPPORTED_LANGUAGES.map((language) => {
        const vtt = read(`${tool}.${language}.vtt`).toString('utf8');
        expect(vtt.startsWith('WEBVTT\n'), language).toBe(true);
        return cuesOf(vtt);
      });
      expect(english!.length).toBeGreaterThanOrEqual(3);
      english!.forEach((cue, i) => {
        expect(cue.text).not.toBe('');
        expect(cue.to).toBeGreaterThan(cue.from);
        if (i > 0) expect(cue.from).toBeGreaterThanOrEqual(english![i - 1]!.to - 0.001);
      });
      for (const translated of others) {
        expect(translated.map(({ from, to }) => [from, to])).toEqual(
          english!.map(({ from, to }) => [from, to]),
        );
        translated.forEach((cue, i) => expect(cue.text).not.toBe(english![i]!.text));
      }
    },
  );
});
