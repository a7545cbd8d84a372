import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../functions/content/scenarios';
import { COGNITIVE_BIASES, MENTAL_MODELS } from '../../functions/content/toolkit';
import { VALIDATION_MESSAGES } from '../../shared/messages';
import type { ContentSummary, DemoSlide } from '../../shared/schemas/marketing';
import { db, tableName } from '../../functions/repositories/dynamo-client';
import { api } from '../support/api';
import { useStack } from '../support/stack';

const { url } = useStack();

describe('landing content', () => {
  it('counts the catalogue from the content itself', async () => {
    const res = await api<ContentSummary>(url, 'GET', '/content/summary');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      scenarios: SCENARIOS.length,
      mentalModels: MENTAL_MODELS.length,
      cognitiveBiases: COGNITIVE_BIASES.length,
    });
    expect(res.body.data!.premiumItems).toBeGreaterThanOrEqual(14);
  });

  it('serves the demo slides to guests', async () => {
    const res = await api<DemoSlide[]>(url, 'GET', '/content/demo-slides');
    expect(res.status).toBe(200);
    expect(res.body.data!.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data![0]).toEqual({
      icon: expect.any(String),
      title: expect.any(String),
      mainText: expect.any(String),
    });
  });
});

describe('waitlist', () => {
  it('adds an address once: joining again is not an error and makes no second entry', async () => {
    const email = `Wait-${randomUUID()}@Example.com`;
    const first = await api(url, 'POST', '/feedback/waitlist', { json: { email, tier: 'Strategist' } });
    const second = await api(url, 'POST', '/feedback/waitlist', {
      json: { email: email.toLowerCase(), tier: 'Catalyst' },
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const items = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `WAITLIST#${email.toLowerCase()}` },
      }),
    );
    expect(items.Items).toHaveLength(1);
    expect(items.Items![0]).toMatchObject({ tier: 'Strategist' });
  });

  it('requires a valid email and a known tier', async () => {
    const missing = await api(url, 'POST', '/feedback/waitlist', { json: { email: '', tier: 'Explorer' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(VALIDATION_MESSAGES.waitlistEmailRequired);
    const invalid = await api(url, 'POST', '/feedback/waitlist', {
      json: { email: 'not-an-email', tier: 'Explorer' },
    });
    expect(invalid.body.message).toBe(VALIDATION_MESSAGES.waitlistEmailInvalid);
    const tier = await api(url, 'POST', '/feedback/waitlist', { json: { email: 'a@b.co', tier: 'Gold' } });
    expect(tier.status).toBe(400);
  });
});
