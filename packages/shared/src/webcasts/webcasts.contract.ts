import { z } from 'zod';
import { endpoints } from '../contract.js';
import { WebcastCreateRequest, WebcastListResults, WebcastResults } from './webcasts.schema.js';

const IdParams = z.object({ id: z.string() });

/**
 * webcasts/*: the account's webcasts (spec §2 /webcasts, §3 Webcast asset, §6 quota). A webcast is an
 * asset of kind webcast: it is renamed and deleted through assets/item/:id like every asset (deleting
 * one in use answers REMOVABLE_DOC_HAS_DEPENDENCIES, spec §4).
 */
export const webcastsApi = endpoints('webcasts', {
  list: {
    method: 'GET',
    path: '/webcasts',
    summary: "List the account's webcasts",
    description:
      "The account's webcasts with their broadcast state, the plan's limit (spec §6: 1/2/4) and how many may still be made.",
    access: 'user',
    results: WebcastListResults,
  },
  create: {
    method: 'POST',
    path: '/webcasts',
    summary: 'Create a webcast',
    description:
      "Makes a webcast (an asset of kind webcast) with its own secret stream key. PREMIUM_REQUIRED at the plan's limit.",
    access: 'user',
    body: WebcastCreateRequest,
    results: WebcastResults,
    errors: ['PREMIUM_REQUIRED'],
  },
  get: {
    method: 'GET',
    path: '/webcasts/:id',
    summary: 'Get a webcast with its ingest settings',
    description:
      "One webcast: its state, where viewers play it and where an encoder sends it (ingest: null when the server has no RTMP ingest). Another account's or unknown: 404.",
    access: 'user',
    params: IdParams,
    results: WebcastResults,
    errors: ['NOT_FOUND'],
  },
  rotateKey: {
    method: 'POST',
    path: '/webcasts/:id/stream-key',
    summary: 'Replace the stream key',
    description:
      "Gives the webcast a new secret stream key: the old one is refused from now on, and a broadcast running with it is stopped at the media server's next check (within about 10 s).",
    access: 'user',
    params: IdParams,
    results: WebcastResults,
    errors: ['NOT_FOUND'],
  },
});
