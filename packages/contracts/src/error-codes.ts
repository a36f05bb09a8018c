// Every error the API answers has one of these codes. The API maps a code to its HTTP status
// with this one table (apps/api/src/platform/errors.ts); the web app shows each code in the
// user's language (`errors.<code>` in apps/web/public/i18n/*.json), filling in the params.
// See docs/decisions/016-error-model.md.
export const errorStatus = {
  // Input that does not fit the contract: the answer names the field.
  'validation.field_invalid': 400,
  'validation.required': 400,
  'validation.invalid_type': 400,
  'validation.too_short': 400,
  'validation.too_long': 400,
  'validation.too_few': 400,
  'validation.too_many': 400,
  'validation.too_small': 400,
  'validation.too_big': 400,
  'validation.greater_than': 400,
  'validation.less_than': 400,
  'validation.invalid_email': 400,
  'validation.invalid_url': 400,
  'validation.invalid_format': 400,
  'validation.invalid_option': 400,
  'validation.unknown_field': 400,
  'validation.unknown_id': 400,
  'validation.invalid_text': 400,
  'validation.invalid_json': 400,
  'validation.invalid_body': 400,
  'validation.body_too_large': 400,
  'validation.unsupported_media_type': 415,
  'validation.app_link': 400,
  'validation.passwords_mismatch': 400,
  'validation.must_agree_terms': 400,
  'validation.password_too_short': 400,
  // A form's own rule (the workspace's password change): the new password equals the current.
  'validation.password_unchanged': 400,
  // A date range whose start is after its end (the progress tracker's range).
  'validation.date_order': 400,
  // The progress tracker's own rules for a custom range: it starts by today, and is not too long.
  'validation.date_in_future': 400,
  'validation.range_too_long': 400,

  // Who is asking.
  'auth.unauthenticated': 401,
  'auth.invalid_token': 401,
  'auth.invalid_credentials': 404,
  'auth.email_taken': 409,
  'auth.reset_link_invalid': 400,
  'auth.wrong_password': 400,
  'auth.forbidden': 403,
  'auth.admin_only': 403,
  // The account's organization is suspended by an admin (docs/decisions/057-admin-workspace.md).
  'auth.organization_suspended': 403,
  // OpenID Connect sign-in (docs/decisions/073-openid-connect-sign-in.md): a first sign-in whose
  // email already has an account (never merged: the owner links the provider from the profile).
  'auth.email_has_account': 409,
  // The provider gave no email address for an account made on first sign-in.
  'auth.provider_email_missing': 400,
  // The provider identity is linked to another account, or the account has one of this provider.
  'auth.identity_linked_elsewhere': 409,
  'auth.identity_already_linked': 409,
  // Unlinking the only way into an account made through the provider (it has no password).
  'auth.last_sign_in_method': 409,
  // The provider's discovery document or keys cannot be fetched.
  'auth.provider_unavailable': 503,
  // Email-and-password sign-in is turned off on this server (AUTH_BUILT_IN=false).
  'auth.built_in_disabled': 403,

  // Live updates (GET /api/events) need the database's LISTEN, which this app was not given.
  'live.unavailable': 503,

  // Requests in general.
  'request.not_found': 404,
  'request.rate_limited': 429,
  'request.link_expired': 403,
  'request.range_not_satisfiable': 416,
  'request.failed': 400,
  'server.internal': 500,

  // Images (avatars) and recordings (interview answers, walkthrough videos).
  'image.unsupported_type': 400,
  'image.empty': 400,
  'image.too_large': 400,
  'image.content_mismatch': 400,
  'recording.unsupported_type': 415,
  'recording.too_large': 413,
  'recording.empty': 400,
  'recording.not_available': 400,
  'recording.link_only': 404,
  // Server-side transcription (decision 032): why a recording's transcription failed, and a
  // recording that has none (uploaded while the server had no engine).
  'transcription.audio_unreadable': 422,
  'transcription.failed': 500,
  'transcription.none': 404,
  // Where stored bytes live (recordings, walkthrough videos, the file manager's uploads;
  // docs/decisions/074-object-storage.md): the object storage cannot be reached or timed out,
  // or a row's bytes are missing from it.
  'storage.unavailable': 503,
  'storage.object_missing': 500,

  // Mailbox compose (docs/decisions/061-mailbox-screen.md): an attachment the mailbox does not
  // keep, and a mail that can no longer be edited as a draft (sent, or moved out of Drafts).
  'mail.attachment_unsupported_type': 400,
  'mail.attachment_too_large': 400,
  'mail.not_a_draft': 409,

  // Quizzes.
  'quiz.no_questions': 400,
  'quiz.nothing_to_review': 409,
  'quiz.no_bookmarks': 409,
  'quiz.finished': 409,
  'quiz.already_submitted': 409,
  'quiz.question_not_shown': 409,
  'quiz.already_answered': 409,
  'quiz.unknown_option': 400,
  'quiz.option_twice': 400,
  'quiz.choose_one': 400,

  // Practice and mock interviews.
  'interview.too_few_questions': 400,
  // A mock interview's setup: what it is for, and a mix that adds up to the question count.
  'interview.role_or_job_description': 400,
  'interview.mix_total': 400,
  'interview.not_started': 409,
  'interview.ended': 409,
  'interview.other_question': 409,
  'interview.no_takes_left': 409,
  'interview.answer_empty': 400,

  // Account and workspace.
  'account.confirm_email_mismatch': 400,
  'organization.user_exists': 409,

  // Recruiting organizations and their team (docs/decisions/041-recruiting-organizations.md).
  'organization.recruiters_only': 403,
  'organization.role_forbidden': 403,
  'organization.last_owner': 409,
  'organization.already_member': 409,
  'organization.transfer_to_self': 400,
  'organization.logo_too_large': 413,
  'organization.logo_unsupported_type': 415,
  'invitation.already_invited': 409,
  'invitation.already_member': 409,
  'invitation.not_pending': 409,
  'invitation.email_mismatch': 403,
  // Rubrics (docs/decisions/043-question-library-and-rubrics.md): a rubric that postings (not
  // archived) still use is not deleted.
  'rubric.in_use': 409,
  // Job postings and their interview plans (docs/decisions/042-job-postings.md).
  'posting.invalid_transition': 409,
  'posting.archived': 409,
  'posting.no_questions': 409,
  'posting.plan_locked': 409,
  'posting.not_draft': 409,
  'posting.salary_order': 400,
  'posting.salary_incomplete': 400,
  // Candidate invitations (docs/decisions/047-candidate-invitations.md): only an open posting
  // invites (params.state), a finished or revoked candidate's link is not sent again nor its
  // deadline moved (params.stage), a deadline not later or too far, a CSV over the row limit.
  'candidate.posting_not_open': 409,
  'candidate.not_open': 409,
  'candidate.deadline_invalid': 400,
  'candidate.too_many_rows': 422,
  'candidate.scores_hidden': 403,
  // Scorecards and blind review (docs/decisions/049-scorecards-and-blind-review.md).
  'scorecard.not_on_team': 403,
  'scorecard.no_rubric': 409,
  'scorecard.not_ready': 409,
  'scorecard.submitted': 409,
  'scorecard.not_submitted': 409,
  'scorecard.recommendation_required': 400,
  'scorecard.criterion_twice': 400,
  // A decision on a candidate in a stage it cannot start from (a per-candidate result of
  // docs/decisions/050-candidate-decisions.md).
  'decision.not_allowed': 409,
  // An answer's audio-only rendition for anonymised review when the recording has no audio
  // track to take (docs/decisions/051-reviewing-candidate-answers.md).
  'candidateAnswers.no_audio': 422,
  // A candidate's one-way interview through its link (docs/decisions/048-candidate-one-way-interview.md).
  'candidateInterview.link_revoked': 410,
  'candidateInterview.link_expired': 410,
  'candidateInterview.withdrawn': 410,
  'candidateInterview.consent_required': 409,
  'candidateInterview.finished': 409,
  'candidateInterview.not_current': 409,
  'candidateInterview.not_started': 409,
  'candidateInterview.time_over': 409,
  'candidateInterview.no_takes_left': 409,
  'candidateInterview.wrong_answer_type': 422,
  'candidateInterview.unanswered': 409,
  // Another Rehearse account already keeps this invitation in its workspace (one per invitation).
  'candidateInterview.kept_by_other': 409,
  // The server has no transcription engine: the warm-up is written instead (decision 053).
  'candidateInterview.warm_up_unavailable': 503,
  // Email templates (docs/decisions/044-email-templates.md): a variable the kind does not
  // allow (params.variable), `{{` or `}}` without its other half, a kind's link left out.
  'emailTemplate.unknown_variable': 400,
  'emailTemplate.unbalanced_braces': 400,
  'emailTemplate.missing_variable': 400,
  'emailTemplate.subject_one_line': 400,
  // Billing (docs/decisions/055-subscriptions-and-credits.md): no credit left for an invitation
  // (params.balance, params.reserved), a ledger change that would take the balance below zero.
  'billing.insufficient_credits': 402,
  // Purchasing is not set up on this server (no payment provider configured; decision 056).
  'billing.payments_unavailable': 503,
  // Promo codes (docs/decisions/056-checkout-and-promo-codes.md): unknown or disabled, before
  // its start, after its end, every redemption taken, already redeemed by this organization.
  'promo.not_found': 404,
  'promo.not_started': 409,
  'promo.expired': 410,
  'promo.used_up': 409,
  'promo.already_redeemed': 409,
  // The subscription calls carry the caller's own user id; another one is refused.
  'subscription.user_mismatch': 403,
  // A payment webhook without a valid signature.
  'checkout.invalid_signature': 400,
  // The percent-off code was used by another purchase of the organization paid meanwhile: the
  // new checkout is cancelled, and a new one is at the full price.
  'checkout.promo_code_used': 409,
  // The admin workspace (docs/decisions/057-admin-workspace.md): an admin may not suspend
  // their own organization; a promo code is unique; a redeemed code keeps its code and kind.
  'admin.own_organization': 409,
  'admin.promo_code_taken': 409,
  'admin.promo_code_redeemed': 409,
  // A platform invitation to an email that has an account or a pending invitation, and a
  // resend or revoke of one already accepted (or revoked).
  'admin.already_registered': 409,
  'admin.already_invited': 409,
  'admin.invitation_closed': 409,
  // A CSV import needs more credits than are free (params.balance, params.needed): refused whole.
  'billing.import_exceeds_balance': 402,
  // Every seat of the plan is taken by members and open invitations (params.seats, params.used).
  'billing.seats_full': 409,
  // Accepting a platform invitation (057, "Accepting a platform invitation"): the link was
  // already used, revoked, or is past its time; the email has an account since the invitation.
  'platformInvitation.accepted': 409,
  'platformInvitation.revoked': 410,
  'platformInvitation.expired': 410,
  'platformInvitation.already_registered': 409,

  // Demo areas.
  'inventory.tag_exists': 409,
  'scrumboard.cards_of_one_list': 400,
  'support.video_required': 400,
  // A walkthrough's link (https, or a path on this site) and its captions (WebVTT).
  'support.video_link': 400,
  'support.captions_webvtt': 400,
  // The file manager (docs/decisions/067-file-manager.md): a name already used in the folder,
  // a folder moved into itself or below itself, an upload of a type it does not keep
  // (params.types), over the per-file limit (params.maxMb) or over the user's storage
  // (params.quotaMb), an empty upload, and a download of a sample file that has no bytes.
  'fileManager.name_taken': 409,
  'fileManager.move_into_itself': 409,
  'fileManager.unsupported_type': 415,
  'fileManager.too_large': 413,
  'fileManager.quota_exceeded': 413,
  'fileManager.empty': 400,
  'fileManager.no_content': 404,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

// Values a translated message fills in ("at least {{minimum}} characters").
export type ErrorParams = Record<string, string | number | boolean>;

// One problem with one field of the input; a validation error lists them all.
export type ErrorIssue = {
  code: ErrorCode;
  field?: string;
  params?: ErrorParams;
  message: string;
};

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorStatus, value);
