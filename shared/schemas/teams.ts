import * as z from 'zod';
import { emailSchema } from './auth';
import { idSchema } from './common';

/**
 * Teams: organisations that ops creates (npm run admin -- create-team) with an Enterprise
 * membership that gives every ACTIVE member premium access. Owners and admins manage the
 * team; members read it. Every route answers 403 to anyone who is not a member.
 */
export const TEAM_ROLES = ['OWNER', 'ADMIN', 'MEMBER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export type TeamMemberStatus = 'ACTIVE' | 'INVITED';

/** Days an invitation link stays valid. */
export const TEAM_INVITE_DAYS = 7;
/** Learning paths one team can have assigned at a time. */
export const TEAM_PATHS_MAX = 20;

export const TEAM_TEXTS = {
  notMember: 'You are not a member of this team.',
  adminsOnly: 'Only team owners and admins can do this.',
  ownersOnly: 'Only team owners can do this.',
  alreadyMember: 'That person is already a member of this team.',
  alreadyInTeam: 'You are already a member of a team.',
  inviteInvalid: 'This invitation link is not valid.',
  inviteUsed: 'This invitation has already been used.',
  inviteExpired: 'This invitation has expired. Ask your team for a new one.',
  inviteSuperseded: 'A newer invitation was sent to this address. Use the link in the latest email.',
  inviteOtherEmail:
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  joined: (team: string) => `Welcome to ${team}!`,
  memberNotFound: 'That member is not on this team.',
  lastOwner: 'A team needs at least one owner. Make someone else an owner first.',
  memberRemoved: 'Member removed.',
  pathAssigned: 'Learning path assigned to the team.',
  pathAlreadyAssigned: 'That learning path is already assigned to the team.',
  pathLimit: `A team can have at most ${TEAM_PATHS_MAX} learning paths.`,
  unknownScenario: 'One of those scenarios does not exist.',
} as const;

/** /teams/{id} */
export const teamParamsSchema = /* @__PURE__ */ z.object({ id: idSchema });

/** /teams/{id}/members/{memberId} */
export const teamMemberParamsSchema = /* @__PURE__ */ z.object({ id: idSchema, memberId: idSchema });

/** POST /teams/{id}/invite. Only owners may invite admins. */
export const inviteBodySchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    role: z.enum(['ADMIN', 'MEMBER']).default('MEMBER'),
  })
  .strict();
export type InviteBody = z.input<typeof inviteBodySchema>;

/** The secret of an invitation link: 32 random bytes, base64url. */
export const invitationTokenSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, TEAM_TEXTS.inviteInvalid);

/** /team-invitations/{token} */
export const invitationParamsSchema = /* @__PURE__ */ z.object({ token: invitationTokenSchema });

/** POST /teams/{id}/learning-paths: assign a catalogue path, or compose one from scenarios. */
export const assignPathBodySchema = /* @__PURE__ */ z.union([
  z.object({ pathId: idSchema }).strict(),
  z
    .object({
      name: z.string().trim().min(3, 'Give the path a name of at least 3 characters.').max(60),
      description: z.string().trim().max(400).default(''),
      scenarioIds: z
        .array(idSchema)
        .min(1, 'Pick at least one scenario.')
        .max(12, 'A path holds at most 12 scenarios.')
        .refine((ids) => new Set(ids).size === ids.length, 'Each scenario can appear once.'),
    })
    .strict(),
]);
export type AssignPathBody = z.input<typeof assignPathBodySchema>;
export type AssignPathRequest = z.output<typeof assignPathBodySchema>;

/** GET /teams/{id} */
export interface TeamOverview {
  id: string;
  name: string;
  /** ACTIVE members. */
  members: number;
  totalXP: number;
  averageLevel: number;
  completedScenarios: number;
  plan: 'ENTERPRISE';
  /** The caller's role, so the app knows what to offer. */
  yourRole: TeamRole;
  /** When the figures were last recomputed in full (joins and removals apply at once). */
  updatedAt: string;
}

/** GET /teams/{id}/members: members, then pending invitations. */
export interface TeamMember {
  id: string;
  name: string;
  email: string;
  level: number;
  xp: number;
  role: TeamRole;
  status: TeamMemberStatus;
  /** The member's last day of learning (null if never); for invitations, null. */
  lastActive: string | null;
}

export interface TeamLearningPath {
  id: string;
  name: string;
  description: string;
  kind: 'CATALOGUE' | 'COMPOSED';
  scenarios: Array<{ id: string; title: string }>;
  assignedAt: string;
  assignedBy: string;
}

export interface MemberActivity {
  id: string;
  name: string;
  weekXp: number;
  xp: number;
  level: number;
  completedScenarios: number;
  lastActive: string | null;
}

/** GET /teams/{id}/analytics (null data until the scheduled job first computed it). */
export interface TeamAnalytics {
  /** XP earned by the team per ISO week, the last 8 weeks, oldest first. */
  weeklyXp: Array<{ week: string; xp: number }>;
  /** Percent of ACTIVE members who have completed at least one scenario. */
  completionRate: number;
  /** Average share of right answers in members' practice and path assessments; null without any. */
  averageAssessmentScore: number | null;
  strongestSkills: Array<{ name: string; xp: number }>;
  challengingBiases: Array<{ name: string; percent: number }>;
  /** The most active members this week (at most 50). */
  memberActivity: MemberActivity[];
  computedAt: string;
}

/** GET /team-invitations/{token}: what the invitation page shows before sign-in. */
export interface InvitationPreview {
  teamName: string;
  email: string;
  invitedBy: string;
  status: 'PENDING' | 'ACCEPTED' | 'EXPIRED';
  expiresAt: string;
}
