export interface HealthStatus {
  status: 'ok';
  service: string;
  stage: string;
  time: string;
}
