import { describe, expect, it } from 'vitest';
import { okEnvelope, stubApi } from '#test/fake-api';
import { respondToTutor } from './scenario-actions';

describe('respondToTutor', () => {
  it('sends a normal reply to /respond, and a challenge-mode reply to the async call with its shareableId', async () => {
    const api = stubApi({
      'POST /scenarios/s-1/respond': () => okEnvelope({ messageId: 'm1' }, 202),
      'POST /async/scenarios/s-1/respond': () => okEnvelope({ messageId: 'm2' }, 202),
    });
    expect(await respondToTutor('s-1', 'sess', 'A reply')).toEqual({ messageId: 'm1' });
    expect(await respondToTutor('s-1', 'sess', 'A reply', 'AbCdEfGhIjKlMnOp')).toEqual({ messageId: 'm2' });
    expect(api.requests[0]?.body).not.toHaveProperty('shareableId');
    expect(api.requests[1]?.body).toMatchObject({
      sessionId: 'sess',
      response: 'A reply',
      shareableId: 'AbCdEfGhIjKlMnOp',
    });
  });
});
