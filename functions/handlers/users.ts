import { idParamsSchema } from '../../shared/schemas/common';
import {
  confirmEmailBodySchema,
  EMAIL_CHANGE_TEXTS,
  preferencesBodySchema,
  updateMeBodySchema,
} from '../../shared/schemas/users';
import { callerOf, createDomainHandler, operation, reply } from '../platform/api-handler';
import {
  confirmEmail,
  getMe,
  getPublicProfile,
  myProfile,
  toUserProfile,
  updateMe,
  updatePreferences,
} from '../services/profile-service';
import { referralStats } from '../services/referrals/referral-service';
import { unsubscribeFromReminders } from '../services/reminders/unsubscribe-service';
import { REMINDER_TEXTS, unsubscribeBodySchema } from '../../shared/schemas/reminders';

export const handler = createDomainHandler('users', {
  getMe: operation({}, async (input) => reply(await myProfile(callerOf(input)))),

  updateMe: operation({ body: updateMeBodySchema }, async (input) => {
    const { profile, message } = await updateMe(callerOf(input), input.body);
    return reply(profile, { message });
  }),

  confirmEmail: operation({ body: confirmEmailBodySchema }, async (input) =>
    reply(await confirmEmail(callerOf(input), input.body.code), { message: EMAIL_CHANGE_TEXTS.changed }),
  ),

  updatePreferences: operation({ body: preferencesBodySchema }, async (input) =>
    reply(toUserProfile(await updatePreferences(callerOf(input), input.body)).preferences, {
      message: 'Saved!',
    }),
  ),

  getReferralStats: operation({}, async (input) => reply(await referralStats(await getMe(callerOf(input))))),

  unsubscribeReminders: operation({ body: unsubscribeBodySchema }, async ({ body }) => {
    await unsubscribeFromReminders(body.token);
    return reply({ dailyReminders: false }, { message: REMINDER_TEXTS.unsubscribed });
  }),

  getPublicProfile: operation({ params: idParamsSchema }, async ({ params }) =>
    reply(await getPublicProfile(params.id)),
  ),
});
