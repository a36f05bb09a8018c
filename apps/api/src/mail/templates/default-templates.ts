import type { EmailTemplateKind } from '@rehearse/contracts/email-templates';

// The emails every recruiting organization starts with (docs/decisions/044-email-templates.md).
// An organization's edited wording replaces one; "reset" brings it back. They are written for
// candidates who often say a one-way interview feels like speaking into the void: say that a
// person watches every answer, what happens next, and that an answer will come either way.
// Plain text with {{variables}}; a blank line starts a paragraph; a paragraph that is only a
// link is drawn as a button.
export const DEFAULT_EMAIL_TEMPLATES: Record<EmailTemplateKind, { subject: string; body: string }> =
  {
    invitation: {
      subject: '{{company.name}} invites you to a video interview for {{posting.title}}',
      body: `Hi {{candidate.firstName}},

Thank you for applying for the {{posting.title}} role at {{company.name}}. We would like to get to know you better, so we have set up a short one-way video interview that you can record whenever it suits you.

You will see each question on screen, with time to think before you answer. Nobody is watching live, so take a breath and answer as you would in a conversation. A person on our hiring team watches every answer, and we will let you know the outcome whatever it is.

{{interview.link}}

Please record your answers by {{deadline}}.

Best wishes,
{{recruiter.name}}
{{company.name}}`,
    },
    reminder: {
      subject: 'Reminder: your interview for {{posting.title}} closes on {{deadline}}',
      body: `Hi {{candidate.firstName}},

A friendly reminder that your one-way interview for the {{posting.title}} role at {{company.name}} is still waiting for you. The link works until {{deadline}}.

{{interview.link}}

Take a moment before each answer if you need it; there is no need for a perfect recording. We are interested in how you think, not in polish.

Best wishes,
{{recruiter.name}}
{{company.name}}`,
    },
    received: {
      subject: 'We received your interview for {{posting.title}}',
      body: `Hi {{candidate.firstName}},

Thank you for recording your interview for the {{posting.title}} role. Your answers arrived safely and are now with the hiring team at {{company.name}}.

We know that answering questions with nobody on the other side can feel like speaking into the void, so here is what happens next: a person on our team will watch every answer you gave, and we will write to you with our decision, whatever it is.

Thank you for the time and thought you put into it.

Warm regards,
{{recruiter.name}}
{{company.name}}`,
    },
    advance: {
      subject: 'Next steps for the {{posting.title}} role at {{company.name}}',
      body: `Hi {{candidate.firstName}},

Good news: we enjoyed your interview for the {{posting.title}} role, and we would like you to move on to the next stage.

{{recruiter.name}} will be in touch shortly with the details and to find a time that works for you.

Thank you again for your time. We are looking forward to talking with you.

Best wishes,
{{recruiter.name}}
{{company.name}}`,
    },
    rejection: {
      subject: 'Your application for {{posting.title}} at {{company.name}}',
      body: `Hi {{candidate.firstName}},

Thank you for applying for the {{posting.title}} role and for the time you gave to your interview. Our hiring team watched each of your answers.

After careful thought, we have decided not to move forward with your application this time. It was not an easy decision, and it is not a judgement of your worth or of what you can do.

We would be glad to see your name again for future roles at {{company.name}}, and we wish you every success in your search.

Kind regards,
{{recruiter.name}}
{{company.name}}`,
    },
    'team-invitation': {
      subject: '{{inviter.name}} invited you to {{company.name}} on Rehearse',
      body: `Hi,

{{inviter.name}} invited you to join {{company.name}} on Rehearse with the {{role}} role.

{{invitation.link}}

The link works once, until {{deadline}}. If you did not expect this invitation, you can ignore this email.`,
    },
  };
