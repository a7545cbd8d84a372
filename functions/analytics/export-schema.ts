/**
 * The shape of a table export as analysts read it. DynamoDB writes one JSON line per item,
 * `{"Item": {"pk": {"S": "..."}, "xp": {"N": "120"}, ...}}` (DYNAMODB_JSON); `npm run export`
 * writes the same lines locally. The Glue table (Athena) and the DuckDB view (local) both
 * declare the attributes below as one `item` struct, so the same SQL reads both.
 *
 * Only the attributes the entity views use are declared; others stay in the files and can be
 * added here (and so to both engines) when a query needs them.
 */

/** A DynamoDB attribute type as it appears in DYNAMODB_JSON, or a map of such attributes. */
export type ExportedAttribute = 'S' | 'N' | 'BOOL' | { M: Record<string, ExportedAttribute> };

export const EXPORTED_ATTRIBUTES: Record<string, ExportedAttribute> = {
  // Every item
  pk: 'S',
  sk: 'S',
  entityType: 'S',
  userId: 'S',
  createdAt: 'S',
  updatedAt: 'S',
  status: 'S',
  // User (profile)
  joinDate: 'S',
  authProvider: 'S',
  xp: 'N',
  level: 'N',
  totalScenarios: 'N',
  hasPremiumAccess: 'BOOL',
  lastActiveDate: 'S',
  // Activity (one per XP award)
  kind: 'S',
  occurredAt: 'S',
  xpAwarded: 'N',
  // XpDay
  day: 'S',
  // Scenario (seeded content)
  id: 'S',
  title: 'S',
  difficulty: 'S',
  // ScenarioProgress and ScenarioSession
  scenarioId: 'S',
  sessionId: 'S',
  attempts: 'N',
  completed: 'BOOL',
  currentSessionId: 'S',
  bestScore: 'N',
  complete: 'BOOL',
  completedAt: 'S',
  // AssessmentAttempt
  attemptId: 'S',
  assessmentType: 'S',
  form: 'S',
  result: { M: { score: 'N' } },
};

/** The Hive type of the `item` column in the Glue table (lowercase: Glue folds names). */
export function glueItemType(attributes = EXPORTED_ATTRIBUTES): string {
  const typeOf = (attribute: ExportedAttribute): string => {
    if (attribute === 'S' || attribute === 'N') return `struct<${attribute.toLowerCase()}:string>`;
    if (attribute === 'BOOL') return 'struct<bool:boolean>';
    return `struct<m:${glueItemType(attribute.M)}>`;
  };
  const fields = Object.entries(attributes).map(
    ([name, attribute]) => `${name.toLowerCase()}:${typeOf(attribute)}`,
  );
  return `struct<${fields.join(',')}>`;
}

/** The DuckDB type of the `Item` column, for read_json's explicit columns. */
export function duckDbItemType(attributes = EXPORTED_ATTRIBUTES): string {
  const typeOf = (attribute: ExportedAttribute): string => {
    if (attribute === 'S' || attribute === 'N') return `STRUCT("${attribute}" VARCHAR)`;
    if (attribute === 'BOOL') return 'STRUCT("BOOL" BOOLEAN)';
    return `STRUCT("M" ${duckDbItemType(attribute.M)})`;
  };
  const fields = Object.entries(attributes).map(([name, attribute]) => `"${name}" ${typeOf(attribute)}`);
  return `STRUCT(${fields.join(', ')})`;
}

/** Where full exports land in the exports bucket; DynamoDB adds AWSDynamoDB/<exportId>/ below it. */
export const FULL_EXPORT_PREFIX = 'exports/full';
/** Where Athena writes query results in the same bucket. */
export const ATHENA_RESULTS_PREFIX = 'athena-results';
/** The Glue table every entity view reads: the latest full export. */
export const ITEMS_TABLE = 'items';
