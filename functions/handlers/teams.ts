import { ERROR_MESSAGES } from '../../shared/messages';
import { emptySchema } from '../../shared/schemas/common';
import {
  assignPathBodySchema,
  invitationParamsSchema,
  inviteBodySchema,
  TEAM_TEXTS,
  teamMemberParamsSchema,
  teamParamsSchema,
} from '../../shared/schemas/teams';
import { callerOf, createDomainHandler, operation, reply } from '../platform/api-handler';
import { getMe } from '../services/profile-service';
import { acceptInvitation, inviteToTeam, previewInvitation } from '../services/teams/invitation-service';
import { teamAnalytics } from '../services/teams/team-refresh';
import { assignLearningPath, teamLearningPaths } from '../services/teams/team-paths-service';
import { removeMember, teamMembers, teamOverview } from '../services/teams/team-service';

export const handler = createDomainHandler('teams', {
  getTeam: operation({ params: teamParamsSchema }, async (input) =>
    reply(await teamOverview(input.params.id, callerOf(input).userId)),
  ),

  listMembers: operation({ params: teamParamsSchema }, async (input) =>
    reply(await teamMembers(input.params.id, callerOf(input).userId)),
  ),

  invite: operation({ params: teamParamsSchema, body: inviteBodySchema }, async (input) => {
    const inviter = await getMe(callerOf(input));
    const sent = await inviteToTeam(input.params.id, inviter, input.body.email, input.body.role);
    return reply(sent, { statusCode: 201, message: ERROR_MESSAGES.teamInviteSent });
  }),

  removeMember: operation({ params: teamMemberParamsSchema }, async (input) => {
    await removeMember(input.params.id, callerOf(input).userId, input.params.memberId);
    return reply(null, { message: TEAM_TEXTS.memberRemoved });
  }),

  listLearningPaths: operation({ params: teamParamsSchema }, async (input) =>
    reply(await teamLearningPaths(input.params.id, callerOf(input).userId)),
  ),

  assignLearningPath: operation({ params: teamParamsSchema, body: assignPathBodySchema }, async (input) => {
    const actor = await getMe(callerOf(input));
    return reply(await assignLearningPath(input.params.id, actor, input.body), {
      statusCode: 201,
      message: TEAM_TEXTS.pathAssigned,
    });
  }),

  getAnalytics: operation({ params: teamParamsSchema }, async (input) => {
    const analytics = await teamAnalytics(input.params.id, callerOf(input).userId);
    return reply(analytics, analytics ? {} : { message: ERROR_MESSAGES.teamAnalyticsUnavailable });
  }),

  previewInvitation: operation({ params: invitationParamsSchema }, async (input) =>
    reply(await previewInvitation(input.params.token)),
  ),

  acceptInvitation: operation({ params: invitationParamsSchema, body: emptySchema }, async (input) => {
    const team = await acceptInvitation(input.params.token, await getMe(callerOf(input)));
    return reply(team, { message: TEAM_TEXTS.joined(team.name) });
  }),
});
