import type { ServerRoute } from '@hapi/hapi';
import { getHealth } from './health/get-health.ts';
import { getReady } from './health/get-ready.ts';
import { getJobEvents } from './jobs/get-events.ts';
import { getJobResult } from './jobs/get-result.ts';
import { getSession } from './session/get-session.ts';
import { postLogout } from './session/post-logout.ts';
import { postSelftest } from './system/post-selftest.ts';
import { getAccount } from './account/get-account.ts';
import { deleteAccountRoute } from './account/delete-account.ts';
import { patchAccount } from './account/patch-account.ts';
import { patchAccountProfile } from './account/patch-account-profile.ts';
import { patchAccountPassword } from './account/patch-password.ts';
import { postAccountPassword } from './account/post-password.ts';
import { getCaptchaChallenge } from './auth/get-captcha-challenge.ts';
import { getAuthProviders } from './auth/get-providers.ts';
import { getGoogleCallback } from './auth/get-google-callback.ts';
import { getGoogleStart } from './auth/get-google-start.ts';
import { getCheckEmail } from './checks/get-check-email.ts';
import { getCheckFullname } from './checks/get-check-fullname.ts';
import { getCheckUsername } from './checks/get-check-username.ts';
import { getDevMailbox } from './dev/get-mailbox.ts';
import { getDevMailboxPage } from './dev/get-mailbox-page.ts';
import { postLogin } from './login/post-login.ts';
import { postPasswordResetCheck } from './password-reset/post-check.ts';
import { postPasswordResetConfirm } from './password-reset/post-confirm.ts';
import { postPasswordResetRequest } from './password-reset/post-request.ts';
import { postSignup } from './signup/post-signup.ts';
import { postSignupResend } from './signup/post-resend.ts';
import { postSignupVerify } from './signup/post-verify.ts';
// wordbooks and words
import { getWordbooks } from './wordbooks/get-wordbooks.ts';
import { getWordbook } from './wordbooks/get-wordbook.ts';
import { postWordbook } from './wordbooks/post-wordbook.ts';
import { patchWordbook } from './wordbooks/patch-wordbook.ts';
import { deleteWordbook } from './wordbooks/delete-wordbook.ts';
import { getWords } from './words/get-words.ts';
import { postWord } from './words/post-word.ts';
import { postPastedWords } from './words/post-pasted-words.ts';
import { patchWord } from './words/patch-word.ts';
import { deleteWordRoute } from './words/delete-word.ts';
import { patchSelectMeaning } from './words/patch-select-meaning.ts';
import { patchSelectExample } from './words/patch-select-example.ts';
// AI for words
import { getAiCheck } from './ai/get-ai-check.ts';
import { postAiCheckBatch } from './ai/post-ai-check-batch.ts';
import { postAiGenerate } from './ai/post-ai-generate.ts';
// practice
import { getPracticeCheck } from './practice/get-check.ts';
import { getWordsForPractice } from './practice/get-words-for-practice.ts';
import { getActivePracticeSession } from './practice/get-active-session.ts';
import { postPracticeSession } from './practice/post-session.ts';
import { getPracticeNext } from './practice/get-next.ts';
import { postPracticeAnswer } from './practice/post-answer.ts';
import { getPracticeSessionHistory } from './practice/get-history.ts';
import { getPracticeSessionItems } from './practice/get-items.ts';
import { postPracticeCancel } from './practice/post-cancel.ts';
import { getPracticeSessions } from './practice/get-sessions.ts';
import { postOfflinePracticeAnswer } from './practice/post-offline-answer.ts';

// level test
import { getLevelTestCurrent } from './level-test/get-current.ts';
import { postLevelTestStart } from './level-test/post-start.ts';
import { postLevelTestRoundAnswers } from './level-test/post-round-answers.ts';
import { postLevelTestRestart } from './level-test/post-restart.ts';
import { postGenerateLevelWordbook } from './level-test/post-generate-wordbook.ts';
import { postSaveLevelWordbook } from './level-test/post-save-wordbook.ts';
// AI wordbook generator
import { postGenerateWordbookNext } from './ai-wordbook/post-generate-wordbook-next.ts';
import { postSaveWordbookNext } from './ai-wordbook/post-save-wordbook-next.ts';
// payments and billing
import { postPaymentOrder } from './payments/post-order.ts';
import { getPaymentOrderSummary } from './payments/get-order-summary.ts';
// superadmin
import { getSuperadminStats } from './superadmin/get-stats.ts';
import { getSuperadminUsers } from './superadmin/get-users.ts';
import { getSuperadminUser } from './superadmin/get-user.ts';
import { patchSuperadminUser } from './superadmin/patch-user.ts';
import { patchSuperadminUserPlan } from './superadmin/patch-user-plan.ts';
import { patchSuperadminUserBan } from './superadmin/patch-user-ban.ts';
import { patchSuperadminUserSuspend } from './superadmin/patch-user-suspend.ts';
import { getSuperadminActiveSessions } from './superadmin/get-active-sessions.ts';
import { deleteSuperadminSession } from './superadmin/delete-session.ts';
import { deleteSuperadminUserSessions } from './superadmin/delete-user-sessions.ts';
import { getSuperadminRoles } from './superadmin/get-roles.ts';
import { patchSuperadminRole } from './superadmin/patch-role.ts';
import { getSuperadminUsersExport } from './superadmin/get-users-export.ts';
import { getSuperadminLogs } from './superadmin/get-logs.ts';
import { getSuperadminIssues } from './superadmin/get-issues.ts';
import { getSuperadminDailyStats } from './superadmin/get-daily-stats.ts';
import { getSuperadminSystem } from './superadmin/get-system.ts';
import { postSuperadminQueueRetry } from './superadmin/post-queue-retry.ts';
import { getSuperadminDeadLetters } from './superadmin/get-dead-letters.ts';
import { postSuperadminDeadLetterRetry } from './superadmin/post-dead-letter-retry.ts';
import { putSuperadminMaintenance } from './superadmin/put-maintenance.ts';
import { getSuperadminBillingOrders } from './superadmin/get-billing-orders.ts';
import { getSuperadminBillingPlanLogs } from './superadmin/get-billing-plan-logs.ts';
import { getMaintenance } from './system/get-maintenance.ts';
import { getSqlConsoleStatus } from './sql/get-console-status.ts';
import { postExecuteSql } from './sql/post-execute-sql.ts';
import { postSupportTicket } from './support/post-ticket.ts';
import { getSupportTickets } from './support/get-tickets.ts';
import { getSupportTicket } from './support/get-ticket.ts';
import { getStaffSupportTickets } from './support/get-staff-tickets.ts';
import { postStaffSupportAnswer } from './support/post-staff-answer.ts';
import { patchStaffSupportClose } from './support/patch-staff-close.ts';
import { postPaymentConfirm } from './payments/post-confirm.ts';
import { postSandboxConfirm } from './payment-sandbox/post-confirm.ts';
import { getSandboxPaymentByOrder } from './payment-sandbox/get-payment-by-order.ts';
import { postSandboxCancel } from './payment-sandbox/post-cancel.ts';
import { postSandboxWidgetPay } from './payment-sandbox/post-widget-pay.ts';
import { getBillingOverview } from './billing/get-overview.ts';
import { getBillingTimeline } from './billing/get-timeline.ts';
import { getAdSlot } from './billing/get-ad-slot.ts';
import { getRefundEligibility } from './payments/get-refund-eligibility.ts';
import { postPaymentRefund } from './payments/post-refund.ts';

// study plans
import { getStudyPlan } from './study-plans/get-study-plan.ts';
import { getActiveStudyPlan } from './study-plans/get-active-plan.ts';
import { getStudyPlanMeta } from './study-plans/get-meta.ts';
import { getResolveActivation } from './study-plans/get-resolve-activation.ts';
import { getAllStudyPlans } from './study-plans/get-all-plans.ts';
import { postStudyPlan } from './study-plans/post-study-plan.ts';
import { patchStudyPlan } from './study-plans/patch-study-plan.ts';
import { patchArchiveStudyPlan } from './study-plans/patch-archive.ts';
import { patchRestoreStudyPlan } from './study-plans/patch-restore.ts';
import { postStartNow } from './study-plans/post-start-now.ts';
import { getStudyPlanOverview } from './study-plans/get-overview.ts';
import { postWordsOverride } from './study-plans/post-words-override.ts';
import { deleteWordsOverrideRoute } from './study-plans/delete-words-override.ts';
import { postTestsOverride } from './study-plans/post-tests-override.ts';
import { postDayMode } from './study-plans/post-day-mode.ts';
import { deleteDayModeRoute } from './study-plans/delete-day-mode.ts';
import { postStudyPlanLink } from './study-plans/post-link.ts';
import { getStudyTaskUnits } from './study-plans/get-task-units.ts';
import { postStudyTaskSession } from './study-plans/post-task-session.ts';
import { patchVacation } from './study-plans/patch-vacation.ts';
import { putVacationRanges } from './study-plans/put-vacation-ranges.ts';
import { getStudyActivity } from './study-plans/get-activity.ts';

/** Every API route, one file each under routes/<resource>/. */
export const routeTable: ServerRoute[] = [getHealth, getReady, getSession, postLogout, getJobEvents, getJobResult, postSelftest,
  // accounts
  getCheckFullname, getCheckUsername, getCheckEmail, getCaptchaChallenge, postSignup, postSignupVerify, postSignupResend, postLogin,
  postPasswordResetRequest, postPasswordResetCheck, postPasswordResetConfirm, getAccount, patchAccount, patchAccountProfile, patchAccountPassword,
  postAccountPassword, deleteAccountRoute, getAuthProviders, getGoogleStart, getGoogleCallback, getDevMailbox, getDevMailboxPage,
  // wordbooks and words
  getWordbooks, getWordbook, postWordbook, patchWordbook, deleteWordbook, getWords, postWord, postPastedWords, patchWord, deleteWordRoute,
  patchSelectMeaning, patchSelectExample,
  // AI for words
  getAiCheck, postAiCheckBatch, postAiGenerate,
  // practice
  getPracticeCheck, getWordsForPractice, getActivePracticeSession, postPracticeSession, getPracticeNext, postPracticeAnswer,
  getPracticeSessionHistory, getPracticeSessionItems, postPracticeCancel, getPracticeSessions, postOfflinePracticeAnswer,
  // level test
  getLevelTestCurrent, postLevelTestStart, postLevelTestRoundAnswers, postLevelTestRestart, postGenerateLevelWordbook, postSaveLevelWordbook,
  // AI wordbook generator
  postGenerateWordbookNext, postSaveWordbookNext,
  // study plans
  getStudyPlanMeta, getActiveStudyPlan, getResolveActivation, getAllStudyPlans, getStudyPlan, postStudyPlan, patchStudyPlan,
  patchArchiveStudyPlan, patchRestoreStudyPlan, postStartNow, getStudyPlanOverview, postWordsOverride, deleteWordsOverrideRoute,
  postTestsOverride, postDayMode, deleteDayModeRoute, postStudyPlanLink, getStudyTaskUnits, postStudyTaskSession, patchVacation, putVacationRanges, getStudyActivity,
  // superadmin
  getSuperadminStats, getSuperadminUsers, getSuperadminUser, patchSuperadminUser, patchSuperadminUserPlan, patchSuperadminUserBan,
  patchSuperadminUserSuspend, getSuperadminActiveSessions, deleteSuperadminSession, deleteSuperadminUserSessions, getSuperadminRoles, patchSuperadminRole,
  getSuperadminUsersExport, getSuperadminLogs, getSuperadminIssues, getSuperadminDailyStats, getSuperadminSystem, postSuperadminQueueRetry,
  getSuperadminDeadLetters, postSuperadminDeadLetterRetry,
  putSuperadminMaintenance, getSuperadminBillingOrders, getSuperadminBillingPlanLogs, getMaintenance,
  // database console
  getSqlConsoleStatus, postExecuteSql,
  // help requests and the support dashboard
  postSupportTicket, getSupportTickets, getSupportTicket, getStaffSupportTickets, postStaffSupportAnswer, patchStaffSupportClose,
  // payments and billing
  postPaymentOrder, getPaymentOrderSummary, postPaymentConfirm,
  postSandboxConfirm, getSandboxPaymentByOrder, postSandboxCancel, postSandboxWidgetPay,
  getBillingOverview, getBillingTimeline, getRefundEligibility, postPaymentRefund, getAdSlot,
];
