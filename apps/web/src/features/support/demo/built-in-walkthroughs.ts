import { WALKTHROUGH_TOOLS } from '@rehearse/contracts/support';
import { SUPPORTED_LANGUAGES, type Language } from '../../../lib/i18n';
import type { TourTool } from '../tour/tour-store';

// The walkthroughs recorded from the product itself by `npm run record:walkthroughs`
// (scripts/record-walkthroughs.mjs, docs/decisions/038-recorded-walkthroughs.md): per tool a
// WebM video, a poster frame and WebVTT captions in each language. They are part of the web
// build: Vite copies each file to /assets/ under a name with its content hash (so it is cached
// for a year and a re-recording gets a new address), never inlined as a data: URL (the page's
// CSP allows media only from this site).
const files = import.meta.glob<string>('./walkthroughs/*.{webm,vtt,jpg}', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

export type BuiltInWalkthrough = {
  tool: TourTool;
  video: string;
  poster: string;
  captions: Record<Language, string>;
};

const file = (name: string) => files[`./walkthroughs/${name}`];

// One per tool; a tool whose files are missing is left out (a test fails on that).
export const BUILT_IN_WALKTHROUGHS: readonly BuiltInWalkthrough[] = WALKTHROUGH_TOOLS.flatMap(
  (tool) => {
    const video = file(`${tool}.webm`);
    const poster = file(`${tool}.jpg`);
    const captions = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [language, file(`${tool}.${language}.vtt`)]),
    );
    const complete = video && poster && Object.values(captions).every(Boolean);
    return complete
      ? [{ tool, video, poster, captions: captions as Record<Language, string> }]
      : [];
  },
);
