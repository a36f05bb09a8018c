import type { Db } from '../db/db';
import { feedItems } from '../db/schema/feed-items';
import { announceChange } from '../platform/live-events';
import type { AccountCreatedHook } from '../platform/account-hooks';
import type { Language } from '../platform/request-language';

// What the header's messages and notifications hold for a real account: things the product did
// for the user, written by the product, never a person made up to write to them
// (docs/decisions/036-product-events.md). Each is stored in the language of the request that
// caused it (the web app sends its language as Accept-Language).

export type ProductEvent =
  | { type: 'welcome' }
  | { type: 'quiz-result'; attemptId: string; score: number; skills: readonly string[] }
  | { type: 'feedback-ready'; interviewId: string; score: number | null }
  | { type: 'support-received'; subject: string };

type FeedText = { title: string; description: string };

// Titles and descriptions are HTML on the wire; what comes from the user is escaped.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXTS: Record<
  Language,
  { [K in ProductEvent['type']]: (e: Extract<ProductEvent, { type: K }>) => FeedText }
> = {
  en: {
    welcome: () => ({
      title: 'Welcome to Rehearse',
      description:
        'Your Home page has four first steps: set your target role, take a short quiz, practise an answer out loud and try a mock interview.',
    }),
    'quiz-result': (e) => ({
      title: `Quiz result: ${e.score}%`,
      description: e.skills.length
        ? `Your quiz on ${escapeHtml(e.skills.join(', '))} is marked. Review each answer and its explanation.`
        : 'Your quiz is marked. Review each answer and its explanation.',
    }),
    'feedback-ready': (e) => ({
      title: 'Mock interview feedback is ready',
      description:
        e.score === null
          ? 'Your answers are analysed: see what went well and what to practise next.'
          : `Overall score ${e.score}/100: see what went well and what to practise next.`,
    }),
    'support-received': (e) => ({
      title: 'Support request received',
      description: `Your request “${escapeHtml(e.subject)}” is saved. Any answer comes by email.`,
    }),
  },
  tr: {
    welcome: () => ({
      title: 'Rehearse’e hoş geldiniz',
      description:
        'Ana sayfanızda dört ilk adım var: hedef rolünüzü belirleyin, kısa bir test çözün, bir cevabı sesli prova edin ve bir deneme mülakatı yapın.',
    }),
    'quiz-result': (e) => ({
      title: `Test sonucu: %${e.score}`,
      description: e.skills.length
        ? `${escapeHtml(e.skills.join(', '))} testiniz değerlendirildi. Her cevabı ve açıklamasını inceleyin.`
        : 'Testiniz değerlendirildi. Her cevabı ve açıklamasını inceleyin.',
    }),
    'feedback-ready': (e) => ({
      title: 'Deneme mülakatı geri bildiriminiz hazır',
      description:
        e.score === null
          ? 'Cevaplarınız incelendi: neyin iyi gittiğini ve sırada neyi çalışacağınızı görün.'
          : `Genel puan ${e.score}/100: neyin iyi gittiğini ve sırada neyi çalışacağınızı görün.`,
    }),
    'support-received': (e) => ({
      title: 'Destek talebiniz alındı',
      description: `“${escapeHtml(e.subject)}” talebiniz kaydedildi. Yanıt gelirse e-postayla gelir.`,
    }),
  },
};

const SHAPE: {
  [K in ProductEvent['type']]: {
    kind: 'message' | 'notification';
    icon: string;
    link: (e: Extract<ProductEvent, { type: K }>) => string;
  };
} = {
  welcome: { kind: 'message', icon: 'heroicons_outline:sparkles', link: () => '/workspace/home' },
  'quiz-result': {
    kind: 'notification',
    icon: 'heroicons_outline:academic-cap',
    link: (e) => `/apps/quiz/practice?${new URLSearchParams({ attempt: e.attemptId })}`,
  },
  'feedback-ready': {
    kind: 'notification',
    icon: 'heroicons_outline:chat-bubble-left-right',
    link: (e) =>
      `/apps/mock-interview/feedback?${new URLSearchParams({ interview: e.interviewId })}`,
  },
  'support-received': {
    kind: 'message',
    icon: 'heroicons_outline:lifebuoy',
    link: () => '/support/contact',
  },
};

function feedItemOf<E extends ProductEvent>(event: E, language: Language) {
  const text = (TEXTS[language][event.type] as (e: E) => FeedText)(event);
  const shape = SHAPE[event.type] as {
    kind: 'message' | 'notification';
    icon: string;
    link: (e: E) => string;
  };
  return { kind: shape.kind, icon: shape.icon, link: shape.link(event), useRouter: true, ...text };
}

// Stores the event for the user; in the caller's transaction when given one.
export async function recordProductEvent(
  db: Db,
  userId: string,
  language: Language,
  event: ProductEvent,
  time = new Date(),
): Promise<void> {
  const item = feedItemOf(event, language);
  await db.insert(feedItems).values({ ...item, userId, time, read: false, seen: false });
  // The header's badge and panel update in the user's open tabs (decision 076).
  await announceChange(
    db,
    [userId],
    item.kind === 'message' ? 'common/messages' : 'common/notifications',
  );
}

// A new account's first message: the product's welcome, in the language it signed up in. Wired
// as an account-created hook in app.ts.
export const welcomeNewAccount: AccountCreatedHook = (tx, account) =>
  recordProductEvent(tx, account.userId, account.language, { type: 'welcome' }, account.createdAt);
