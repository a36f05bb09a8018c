import type { QueryKey } from '@tanstack/react-query';

// The areas the API names in live events (apps/api/src/platform/publish-changes.ts `topicOf`)
// and the query keys whose data each holds: a change reloads those queries.
const TOPIC_KEYS: Record<string, readonly QueryKey[]> = {
  'common/messages': [['messages']],
  'common/notifications': [['notifications']],
  'common/shortcuts': [['shortcuts']],
  'common/settings': [['settings']],
  'common/user': [['session']],
  'apps/notes': [['notes']],
  'apps/tasks': [['tasks']],
  'apps/scrumboard': [['scrumboard']],
  'apps/mailbox': [['mailbox']],
  'apps/contacts': [['contacts']],
  'apps/chat': [['chat'], ['chats'], ['chat-contacts'], ['chat-contact'], ['chat-profile']],
  'apps/ecommerce': [['inventory']],
  'apps/file-manager': [['file-manager']],
  'apps/academy': [['academy']],
  'pages/activities': [['activities']],
  'recruiter/postings': [['postings'], ['candidates'], ['review'], ['recruiter-dashboard']],
  'recruiter/questions': [['question-library']],
  'recruiter/rubrics': [['rubrics']],
  'recruiter/email-templates': [['email-templates']],
  'recruiter/organization': [['company']],
  billing: [['billing']],
  workspace: [['workspace']],
  practice: [['practice']],
  'mock-interviews': [['mock-interviews']],
  quizzes: [['quizzes']],
  'admin/organizations': [['admin-organizations']],
  'admin/postings': [['admin-postings']],
  'admin/subscriptions': [['admin-subscriptions']],
  'admin/promo-codes': [['admin-promo-codes']],
  'admin/invitations': [['admin-invitations']],
};

export const queryKeysOfTopic = (topic: string): readonly QueryKey[] => TOPIC_KEYS[topic] ?? [];
