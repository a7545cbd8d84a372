import type { HealthStatus } from '../../shared/schemas/health';
import { PRODUCT_NAME } from '../../shared/constants';
import { createDomainHandler, operation, reply } from '../platform/api-handler';
import { getConfig } from '../platform/config';
import { NotFoundError } from '../platform/errors';
import { API_ERROR_MESSAGES } from '../../shared/messages';
import { contentSummary, demoSlides } from '../services/marketing-service';

export const handler = createDomainHandler('system', {
  health: operation({}, async () => {
    const status: HealthStatus = {
      status: 'ok',
      service: PRODUCT_NAME,
      stage: getConfig().STAGE,
      time: new Date().toISOString(),
    };
    return reply(status);
  }),
  getDemoSlides: operation({}, async () => reply(demoSlides())),
  getContentSummary: operation({}, async () => reply(contentSummary())),
  notFound: operation({}, async () => {
    throw new NotFoundError(API_ERROR_MESSAGES.routeNotFound);
  }),
});
