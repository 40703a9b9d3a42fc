import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: '/nonexistent/dist' });
});
afterAll(() => t.close());

/**
 * The two path shapes the spec itself fixes (§7): `events/{template}` beside `events/{id}`, and the
 * trailing slash of `events/validate/event/name/`.
 */
function allowedBySpec(problem: { ruleId: string; message: string }): boolean {
  if (problem.ruleId === 'no-path-trailing-slash')
    return problem.message.includes('/events/validate/event/name/');
  if (problem.ruleId === 'no-identical-paths' || problem.ruleId === 'no-ambiguous-paths')
    return problem.message.includes('/api/v1/events/{');
  return false;
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: res.body, absoluteRef: 'openapi.json', config });
    const left = problems
      .filter((p) => !allowedBySpec(p))
      .map((p) => `${p.ruleId} (${p.severity}): ${p.message} @ ${p.location[0]?.pointer ?? ''}`);
    expect(left).toEqual([]);
  });

  it('gives every operation an id, a summary, a security decision and its error answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const ids = new Set<string>();
    type Operation = { operationId?: string; summary?: string; security?: unknown; responses: object };
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.has(op.operationId ?? ''), `${where}: operationId ${op.operationId} twice`).toBe(false);
        ids.add(op.operationId ?? '');
        expect(op.summary, where).toBeTruthy();
        expect(Array.isArray(op.security), `${where}: security`).toBe(true);
        expect(
          Object.keys(op.responses).some((s) => s.startsWith('4')),
          `${where}: a 4xx answer`,
        ).toBe(true);
      }
    }
  });

  it('documents the error codes of an operation by status', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const settings = doc.paths['/api/v1/events/{id}/settings'].put;
    expect(settings.operationId).toBe('eventsUpdateSettings');
    expect(settings.security).toEqual([{ authToken: [] }]);
    expect(settings.responses['401'].description).toContain('UNAUTHORIZED');
    expect(settings.responses['403'].description).toContain('PREMIUM_REQUIRED');
    expect(settings.responses['404'].description).toContain('NOT_FOUND');
    expect(settings.responses['400'].description).toContain('VALIDATION_FAILED');
    expect(settings.responses['200'].description).toContain('STALE_VERSION');
  });
});
