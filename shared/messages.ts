/**
 * User-facing texts of the product spec, word for word: the error catalogue (section 8),
 * validation texts (section 5) and empty states (section 2). Backend and web both import
 * these; never retype them.
 */

export const VALIDATION_MESSAGES = {
  termsRequired: 'You must agree to the Terms of Service and Privacy Policy to create an account.',
  passwordTooShort: 'Password should be at least 8 character long',
  passwordsDoNotMatch: 'Passwords do not match',
  verificationCodeIncomplete: 'Please enter the complete 6-digit code.',
  assessmentIncomplete: 'Please answer all questions before submitting.',
  feedbackTooShort: 'Please provide at least 10 characters in your message.',
  feedbackTooLong: 'Please keep your message under 5000 characters.',
  feedbackTypeInvalid: 'Choose General Feedback, Feature Request or Bug Report.',
  waitlistEmailRequired: 'Email is required.',
  waitlistEmailInvalid: 'Please enter a valid email address.',
  oauthTokenMissing: 'Could not get authentication token from the server. Please try again.',
} as const;

export const ERROR_MESSAGES = {
  signupFailed: 'Signup failed. The email might already be in use.',
  loginFailed: 'Login failed. Please check your credentials.',
  unexpected: 'An unexpected error occurred.',
  verificationFailed: 'Verification failed. Please check the code and try again.',
  verificationUnexpected: 'An unexpected error occurred during verification.',
  resendFailed: 'Failed to resend code',
  resendUnexpected: 'Failed to resend verification code',
  oauthTokenMissing: 'Could not get authentication token from the server. Please try again.',
  authenticationFailedHeading: 'Authentication Failed',
  oauthUserFetchFailed: 'Could not fetch user details after login.',
  oauthGeneric: 'An error occurred. Please try logging in again.',
  premiumScenarioRequired:
    'You must have a Premium or Enterprise membership to access this premium scenario.',
  premiumContentRequired: 'You must have a Premium or Enterprise membership to access this content.',
  upgradeToAccess: 'Upgrade to access this feature!',
  practiceSessionMissing: 'Could not find a practice session for this skill.',
  noRefreshToken: 'No refresh token, user logged out.',
  network: 'An unexpected network error occurred.',
  dashboardLoadFailed: 'Could not load dashboard data. Please try again later.',
  settingsSaveFailed: 'Failed to save changes.',
  referralLoadFailed: 'Could not load referral data.',
  profileNotFoundHeading: 'Profile Not Found',
  profileLoadFailed: 'Could not load this profile.',
  profileUserNotSpecified: 'User not specified.',
  profileFetchError: 'An error occurred while fetching the profile.',
  snapshotNotFound: 'This snapshot could not be found.',
  snapshotIdMissing: 'No snapshot ID provided.',
  challengeNotFound: 'Challenge not found.',
  learningPathNotFound: 'Learning path not found.',
  learningPathIdMissing: 'No learning path ID provided.',
  learningPathLoadFailed: 'Failed to load the learning path.',
  assessmentQuestionsLoadFailed: 'Failed to load assessment questions.',
  assessmentQuestionsUnexpected: 'An unexpected error occurred while fetching questions.',
  assessmentSubmitFailed: 'Failed to submit assessment.',
  assessmentSubmitUnexpected: 'An unexpected error occurred during submission.',
  paymentVerifyFailed:
    'Something went wrong — Could not verify your new membership. Please log out and log back in.',
  feedbackSendFailed: 'Failed to send feedback.',
  waitlistFailed: 'Something went wrong.',
  teamInviteFailed: (error: string) => `Failed to send invitation: ${error}`,
  teamInviteSent: 'Invitation sent!',
  unexpectedApplicationError: 'Unexpected Application Error',
  demoLoadFailed: 'Demo content could not be loaded.',
  notInTeam: 'You are not currently part of a team.',
  teamAnalyticsUnavailable: 'Analytics data is not available.',
  assessmentResultsMissing: 'No assessment results found. Please try the assessment again.',
} as const;

export const EMPTY_STATES = {
  noScenariosInProgress: 'No scenarios in progress. Start a new one!',
  noAchievementsYet: 'Keep playing to earn your first achievement!',
  toolkitNoResults: 'No results found',
  sandboxNoScenarios: 'No specific training scenarios found for this skill yet.',
  leaderboardNoData: 'No data available for this category yet.',
  leaderboardNotRanked: 'You are not yet ranked in this category.',
} as const;

/** Texts of the API's own errors (not quoted by the spec, kept consistent here). */
export const API_ERROR_MESSAGES = {
  authenticationRequired: 'Authentication required.',
  invalidToken: 'Your session is invalid or has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that.',
  routeNotFound: 'The requested API route does not exist.',
  methodNotAllowed: 'This API route does not accept that method.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Request bodies must be sent as application/json.',
  payloadTooLarge: 'The request body is too large.',
  validationFailed: 'The request is not valid.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  internal: 'An unexpected error occurred.',
  notFound: 'Not found.',
} as const;
