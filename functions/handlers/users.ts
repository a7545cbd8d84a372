import { idParamsSchema } from '../../shared/schemas/common';
import { preferencesBodySchema, updateMeBodySchema } from '../../shared/schemas/users';
import { callerOf, createDomainHandler, operation, reply } from '../platform/api-handler';
import {
  getMe,
  getPublicProfile,
  toUserProfile,
  updateMe,
  updatePreferences,
} from '../services/profile-service';

export const handler = createDomainHandler('users', {
  getMe: operation({}, async (input) => reply(toUserProfile(await getMe(callerOf(input))))),

  updateMe: operation({ body: updateMeBodySchema }, async (input) =>
    reply(toUserProfile(await updateMe(callerOf(input), input.body)), { message: 'Saved!' }),
  ),

  updatePreferences: operation({ body: preferencesBodySchema }, async (input) =>
    reply(toUserProfile(await updatePreferences(callerOf(input), input.body)).preferences, {
      message: 'Saved!',
    }),
  ),

  getPublicProfile: operation({ params: idParamsSchema }, async ({ params }) =>
    reply(await getPublicProfile(params.id)),
  ),
});
