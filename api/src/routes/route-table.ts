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

/** Every API route, one file each under routes/<resource>/. */
export const routeTable: ServerRoute[] = [getHealth, getReady, getSession, postLogout, getJobEvents, getJobResult, postSelftest,
  // accounts
  getCheckFullname, getCheckUsername, getCheckEmail, getCaptchaChallenge, postSignup, postSignupVerify, postSignupResend, postLogin,
  postPasswordResetRequest, postPasswordResetConfirm, getAccount, patchAccount, patchAccountProfile, patchAccountPassword,
  postAccountPassword, deleteAccountRoute, getAuthProviders, getGoogleStart, getGoogleCallback, getDevMailbox, getDevMailboxPage,
  // wordbooks and words
  getWordbooks, getWordbook, postWordbook, patchWordbook, deleteWordbook, getWords, postWord, patchWord, deleteWordRoute,
  patchSelectMeaning, patchSelectExample,
  // AI for words
  getAiCheck, postAiCheckBatch, postAiGenerate,
  // practice
  getPracticeCheck, getWordsForPractice, getActivePracticeSession, postPracticeSession, getPracticeNext, postPracticeAnswer,
  getPracticeSessionHistory, getPracticeSessionItems, postPracticeCancel, getPracticeSessions,
  // level test
  getLevelTestCurrent, postLevelTestStart, postLevelTestRoundAnswers, postLevelTestRestart, postGenerateLevelWordbook, postSaveLevelWordbook,
  // AI wordbook generator
  postGenerateWordbookNext, postSaveWordbookNext,
];
