import { describe, expect, it } from 'vitest';
import { okEnvelope, stubApi } from '#test/fake-api';
import { respondToTutor } from './scenario-actions';

describe('respondToTutor', () => {
  it('sends a normal reply to /respond, and a challenge-mode reply to the async call with its shareableId', async () => {
    const api = stubApi({
      'POST /scenarios/s-1/respond': () => okEnvelope({ messageId: 'm1' }, 202),
      'POST /async/scenarios/s-1/respond': () => okEnvelope({ messageId: 'm2' }, 202),
    });
    expect(await respondToTutor('s-1', '01JD3ZQ8M4T2V6W9X0Y1Z2A3B4', 'A reply')).toEqual({ messageId: 'm1' });
    expect(await respondToTutor('s-1', '01JD3ZQ8M4T2V6W9X0Y1Z2A3B4', 'A reply', 'AbCdEfGhIjKlMnOp')).toEqual({
      messageId: 'm2',
    });
    expect(api.requests[0]?.body).not.toHaveProperty('shareableId');
    expect(api.requests[1]?.body).toMatchObject({
      sessionId: '01JD3ZQ8M4T2V6W9X0Y1Z2A3B4',
      response: 'A reply',
      shareableId: 'AbCdEfGhIjKlMnOp',
    });
  });
});
