import * as z from 'zod';

/** The signed-in user as GET /users/me returns it (spec, section 3). Extra fields are ignored. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  xp: z.number(),
  level: z.number(),
  streak: z.number(),
  totalScenarios: z.number(),
  joinDate: z.string(),
  hasPremiumAccess: z.boolean(),
  hasCompletedInitialAssessment: z.boolean(),
  teamId: z.string().nullish(),
  recommendedPath: z.object({ name: z.string(), skillIds: z.array(z.string()) }).nullish(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;
