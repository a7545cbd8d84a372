import { ITEMS_TABLE } from './export-schema';

/**
 * One view per entity type over the single `items` table (the latest export), with typed,
 * snake_case columns. The SQL is the common subset of Athena (Trino) and DuckDB: CAST,
 * substr, split_part, CASE. docs/analytics.md lists every column.
 */
export const ENTITY_VIEWS = {
  learners: `
    SELECT
      item.userId.S AS user_id,
      CAST(substr(item.joinDate.S, 1, 10) AS DATE) AS join_date,
      item.authProvider.S AS auth_provider,
      CAST(item.xp.N AS BIGINT) AS xp,
      CAST(item.level.N AS INTEGER) AS learner_level,
      CAST(item.totalScenarios.N AS INTEGER) AS total_scenarios,
      coalesce(item.hasPremiumAccess.BOOL, false) AS premium,
      CAST(substr(item.lastActiveDate.S, 1, 10) AS DATE) AS last_active_date
    FROM ${ITEMS_TABLE}
    WHERE item.entityType.S = 'User'`,

  activities: `
    SELECT
      item.userId.S AS user_id,
      item.kind.S AS kind,
      item.occurredAt.S AS occurred_at,
      CAST(substr(item.occurredAt.S, 1, 10) AS DATE) AS activity_date,
      CAST(item.xpAwarded.N AS BIGINT) AS xp_awarded
    FROM ${ITEMS_TABLE}
    WHERE item.entityType.S = 'Activity'`,

  xp_days: `
    SELECT
      split_part(item.pk.S, '#', 2) AS user_id,
      CAST(item.day.S AS DATE) AS xp_date,
      CAST(item.xp.N AS BIGINT) AS xp
    FROM ${ITEMS_TABLE}
    WHERE item.entityType.S = 'XpDay'`,

  scenarios: `
    SELECT
      item.id.S AS scenario_id,
      item.title.S AS title,
      coalesce(item.difficulty.S, 'unrated') AS difficulty
    FROM ${ITEMS_TABLE}
    WHERE item.entityType.S = 'Scenario'`,

  scenario_progress: `
    SELECT
      item.userId.S AS user_id,
      item.scenarioId.S AS scenario_id,
      item.status.S AS status,
      CAST(item.attempts.N AS INTEGER) AS attempts,
      coalesce(item.completed.BOOL, false) AS completed,
      item.currentSessionId.S AS current_session_id,
      CAST(item.bestScore.N AS DOUBLE) AS best_score,
      item.updatedAt.S AS updated_at
    FROM ${ITEMS_TABLE}
    WHERE item.entityType.S = 'ScenarioProgress'`,

  scenario_sessions: `
    SELECT
      item.userId.S AS user_id,
      item.sessionId.S AS session_id,
      item.scenarioId.S AS scenario_id,
      coalesce(item.complete.BOOL, false) AS complete,
      item.createdAt.S AS created_at,
      CAST(substr(item.createdAt.S, 1, 10) AS DATE) AS created_date,
      item.completedAt.S AS completed_at
    FROM ${ITEMS_TABLE}
    WHERE item.entityType.S = 'ScenarioSession'`,

  assessment_attempts: `
    SELECT
      item.attemptId.S AS attempt_id,
      item.userId.S AS user_id,
      item.assessmentType.S AS assessment_type,
      item.form.S AS form,
      item.status.S AS status,
      item.createdAt.S AS created_at,
      CAST(item.result.M.score.N AS DOUBLE) AS score
    FROM ${ITEMS_TABLE}
    WHERE item.entityType.S = 'AssessmentAttempt'`,
} as const;

export type EntityView = keyof typeof ENTITY_VIEWS;

/** `CREATE OR REPLACE VIEW` statements for every entity view, for ad hoc exploration. */
export function createViewStatements(): string[] {
  return Object.entries(ENTITY_VIEWS).map(([name, sql]) => `CREATE OR REPLACE VIEW ${name} AS ${sql.trim()}`);
}
