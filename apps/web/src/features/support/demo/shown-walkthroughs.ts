import type { Walkthrough } from '@rehearse/contracts/support';
import type { TFunction } from 'i18next';
import { SUPPORTED_LANGUAGES } from '../../../lib/i18n';
import type { BuiltInWalkthrough } from './built-in-walkthroughs';
import type { ShownWalkthrough } from './walkthrough-video';

// The screen lists one kind of item per tool: the built-in walkthrough first, then the videos
// admins added. Built-in ones have their captions as a file per language; an admin's captions
// are one WebVTT text, shown as in the user's language.

export function shownBuiltIn(walkthrough: BuiltInWalkthrough, t: TFunction): ShownWalkthrough {
  return {
    id: `built-in-${walkthrough.tool}`,
    title: t('support.demo.recorded.title', {
      tool: t(`support.tools.${walkthrough.tool}.title`),
    }),
    description: t(`support.demo.recorded.${walkthrough.tool}`),
    videoUrl: walkthrough.video,
    poster: walkthrough.poster,
    captions: SUPPORTED_LANGUAGES.map((language) => ({
      language,
      label: t(`language.${language}`),
      src: walkthrough.captions[language],
    })),
  };
}

export function shownAdded(video: Walkthrough, language: string, t: TFunction): ShownWalkthrough {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    videoUrl: video.videoUrl,
    poster: null,
    captions: video.captions
      ? [{ language, label: t('support.demo.captions'), text: video.captions }]
      : [],
  };
}
