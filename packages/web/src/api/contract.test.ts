import { eventsApi } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fakeApi';
import { ApiError, api } from './client';

describe('api.call by contract', () => {
  it('fills the path parameters and the query, sends the body, and resolves to the results', async () => {
    const fake = fakeApi();
    fake.on(eventsApi.preview, ({ params, query }) => ({
      event: { id: params.id } as never,
      venue: { rooms: [] } as never,
      assets: [query.template as never],
    }));
    const preview = await api.call(eventsApi.preview, {
      params: { id: 'a b' },
      query: { template: 'webinar' },
    });
    expect(preview.assets).toEqual(['webinar']);
    expect(fake.calls(eventsApi.preview)[0]?.params).toEqual({ id: 'a b' });
    expect(String(fake.fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/events/preview/a%20b?template=webinar');

    fake.on(eventsApi.rename, ({ body }) => ({ event: { title1: body.title } as never }));
    const renamed = await api.call(eventsApi.rename, { body: { eventId: 'e1', title: 'New' } });
    expect(renamed.event.title1).toBe('New');
    expect(fake.fetchMock.mock.calls[1]?.[1]?.method).toBe('PUT');
  });

  it('prefers a static path to a parameter and answers the refusals in turn', async () => {
    const fake = fakeApi();
    fake.on(eventsApi.get, { event: { id: 'x' } as never });
    fake.on(eventsApi.templates, { templates: [] });
    fake.on(eventsApi.validateAmount, { errorKey: 'PREMIUM_REQUIRED' }, { isValid: true });
    expect(await api.call(eventsApi.templates)).toEqual({ templates: [] });
    const refused = await api
      .call(eventsApi.validateAmount, undefined, { silentCodes: ['PREMIUM_REQUIRED'] })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
    expect(await api.call(eventsApi.validateAmount)).toEqual({ isValid: true });
    expect(fake.unhandled).toEqual([]);
  });
});
