export interface HealthStatus {
  status: 'ok';
  service: string;
  stage: string;
  time: string;
}

export const HEALTH_TEXTS = {
  databaseUnreachable: 'Degraded: the database cannot be reached.',
} as const;
