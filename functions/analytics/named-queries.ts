import { ENTITY_VIEWS, type EntityView } from './entity-views';

/**
 * The analysts' questions, written once. The analytics stack publishes each as an Athena
 * named query; `npm run analytics` runs the very same text with DuckDB over a local export.
 * Each query is self-contained: the entity views it reads are inlined as CTEs, so nothing
 * has to be created in the catalog first.
 */
export interface NamedQuery {
  name: string;
  description: string;
  /** Entity views the query reads, inlined first (in this order). */
  views: EntityView[];
  /** Further CTEs, after the views. */
  steps?: Record<string, string>;
  select: string;
}

/** What counts as a learner being active on a day: an XP award they earned, or a dialogue they started. */
const LEARNER_ACTIVITY = `
    SELECT user_id, activity_date AS active_date FROM activities WHERE kind <> 'LEADERBOARD_PLACED'
    UNION ALL
    SELECT user_id, created_date AS active_date FROM scenario_sessions`;

/** A dialogue counts as abandoned once restarted, or after this many days without completion. */
export const ABANDONED_AFTER_DAYS = 7;

export const NAMED_QUERIES: NamedQuery[] = [
  {
    name: 'weekly-active-learners',
    description: 'Learners who earned XP or started a dialogue, per week (weeks start on Monday)',
    views: ['activities', 'scenario_sessions'],
    steps: { learner_activity: LEARNER_ACTIVITY },
    select: `
    SELECT
      CAST(date_trunc('week', active_date) AS DATE) AS week_start,
      count(DISTINCT user_id) AS active_learners
    FROM learner_activity
    GROUP BY 1
    ORDER BY 1`,
  },
  {
    name: 'scenario-funnel',
    description: `Dialogues per scenario: started, completed, abandoned (restarted or idle ${ABANDONED_AFTER_DAYS} days), in progress, with the scenario's difficulty`,
    views: ['scenarios', 'scenario_progress', 'scenario_sessions'],
    steps: {
      classified: `
    SELECT
      s.scenario_id,
      s.complete,
      CASE
        WHEN s.complete THEN 'completed'
        WHEN s.session_id <> p.current_session_id THEN 'abandoned'
        WHEN s.created_date < current_date - INTERVAL '${ABANDONED_AFTER_DAYS}' DAY THEN 'abandoned'
        ELSE 'in_progress'
      END AS outcome
    FROM scenario_sessions s
    LEFT JOIN scenario_progress p ON p.user_id = s.user_id AND p.scenario_id = s.scenario_id`,
    },
    select: `
    SELECT
      c.scenario_id,
      coalesce(sc.difficulty, 'unrated') AS difficulty,
      count(*) AS started,
      sum(CASE WHEN c.outcome = 'completed' THEN 1 ELSE 0 END) AS completed,
      sum(CASE WHEN c.outcome = 'abandoned' THEN 1 ELSE 0 END) AS abandoned,
      sum(CASE WHEN c.outcome = 'in_progress' THEN 1 ELSE 0 END) AS in_progress,
      round(100.0 * sum(CASE WHEN c.outcome = 'completed' THEN 1 ELSE 0 END) / count(*), 1) AS completion_pct
    FROM classified c
    LEFT JOIN scenarios sc ON sc.scenario_id = c.scenario_id
    GROUP BY c.scenario_id, sc.difficulty
    ORDER BY started DESC, c.scenario_id`,
  },
  {
    name: 'scenario-difficulty',
    description: 'By difficulty: learners who played, dialogues, completion rate and average best score',
    views: ['scenarios', 'scenario_progress'],
    select: `
    SELECT
      coalesce(sc.difficulty, 'unrated') AS difficulty,
      count(DISTINCT p.user_id) AS learners,
      sum(p.attempts) AS dialogues,
      sum(CASE WHEN p.completed THEN 1 ELSE 0 END) AS learners_completed,
      round(100.0 * sum(CASE WHEN p.completed THEN 1 ELSE 0 END) / count(*), 1) AS completion_pct,
      round(avg(CASE WHEN p.completed THEN p.best_score END), 1) AS avg_best_score
    FROM scenario_progress p
    LEFT JOIN scenarios sc ON sc.scenario_id = p.scenario_id
    GROUP BY 1
    ORDER BY 1`,
  },
  {
    name: 'assessment-score-distribution',
    description: 'Scored assessment attempts in bands of ten points, initial and retake apart',
    views: ['assessment_attempts'],
    select: `
    SELECT
      assessment_type,
      CAST(floor(score / 10) * 10 AS INTEGER) AS score_band,
      count(*) AS attempts
    FROM assessment_attempts
    WHERE status = 'READY' AND score IS NOT NULL
    GROUP BY 1, 2
    ORDER BY 1, 2`,
  },
  {
    name: 'assessment-score-change',
    description: 'Learners with more than one scored attempt: first and latest score, and the change',
    views: ['assessment_attempts'],
    steps: {
      ranked: `
    SELECT
      user_id,
      score,
      row_number() OVER (PARTITION BY user_id ORDER BY created_at) AS attempt_number,
      count(*) OVER (PARTITION BY user_id) AS attempts
    FROM assessment_attempts
    WHERE status = 'READY' AND score IS NOT NULL AND user_id IS NOT NULL`,
      paired: `
    SELECT f.user_id, f.score AS first_score, l.score AS latest_score
    FROM ranked f
    JOIN ranked l ON l.user_id = f.user_id AND l.attempt_number = l.attempts
    WHERE f.attempt_number = 1 AND f.attempts > 1`,
    },
    select: `
    SELECT
      count(*) AS learners,
      round(avg(first_score), 1) AS avg_first_score,
      round(avg(latest_score), 1) AS avg_latest_score,
      round(avg(latest_score - first_score), 1) AS avg_change,
      coalesce(sum(CASE WHEN latest_score > first_score THEN 1 ELSE 0 END), 0) AS improved
    FROM paired`,
  },
  {
    name: 'retention-cohorts',
    description: 'Learners by sign-up week, and how many of them were active in each week after',
    views: ['learners', 'activities', 'scenario_sessions'],
    steps: {
      learner_activity: LEARNER_ACTIVITY,
      cohorts: `
    SELECT user_id, CAST(date_trunc('week', join_date) AS DATE) AS cohort_week FROM learners`,
      cohort_sizes: `
    SELECT cohort_week, count(*) AS cohort_size FROM cohorts GROUP BY cohort_week`,
      active_weeks: `
    SELECT DISTINCT user_id, CAST(date_trunc('week', active_date) AS DATE) AS active_week FROM learner_activity`,
    },
    select: `
    SELECT
      c.cohort_week,
      z.cohort_size,
      CAST(floor(date_diff('day', c.cohort_week, a.active_week) / 7.0) AS INTEGER) AS weeks_after_sign_up,
      count(DISTINCT c.user_id) AS active_learners,
      round(100.0 * count(DISTINCT c.user_id) / z.cohort_size, 1) AS retention_pct
    FROM cohorts c
    JOIN active_weeks a ON a.user_id = c.user_id AND a.active_week >= c.cohort_week
    JOIN cohort_sizes z ON z.cohort_week = c.cohort_week
    GROUP BY c.cohort_week, z.cohort_size, a.active_week
    ORDER BY 1, 3`,
  },
  {
    name: 'xp-sources',
    description: 'XP awarded by source (the kind of activity that earned it)',
    views: ['activities'],
    select: `
    SELECT
      kind AS source,
      count(*) AS awards,
      count(DISTINCT user_id) AS learners,
      sum(xp_awarded) AS xp
    FROM activities
    WHERE xp_awarded > 0
    GROUP BY kind
    ORDER BY xp DESC, source`,
  },
];

/** The full SQL text of a named query: its views and steps as CTEs, then the select. */
export function querySql(query: NamedQuery): string {
  const ctes = [
    ...query.views.map((view) => [view, ENTITY_VIEWS[view]] as const),
    ...Object.entries(query.steps ?? {}),
  ].map(([name, sql]) => `${name} AS (${sql}\n)`);
  return `-- ${query.description}\nWITH\n${ctes.join(',\n')}\n${query.select.trim()}\n`;
}

export function findQuery(name: string): NamedQuery | undefined {
  return NAMED_QUERIES.find((query) => query.name === name);
}
