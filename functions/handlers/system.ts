import { createDomainHandler, operation, reply } from '../platform/api-handler';
import { NotFoundError } from '../platform/errors';
import { API_ERROR_MESSAGES } from '../../shared/messages';
import { checkHealth } from '../services/health-service';
import { contentSummary, demoSlides } from '../services/marketing-service';

export const handler = createDomainHandler('system', {
  health: operation({}, async () => reply(await checkHealth())),
  getDemoSlides: operation({}, async () => reply(demoSlides())),
  getContentSummary: operation({}, async () => reply(await contentSummary())),
  notFound: operation({}, async () => {
    throw new NotFoundError(API_ERROR_MESSAGES.routeNotFound);
  }),
});
