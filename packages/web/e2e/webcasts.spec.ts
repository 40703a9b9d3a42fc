import { TOKEN_KEY, api, expect, seedOrganiser, seriousAxeViolations, test } from './support';

type Element = { id: string; kind: string; title?: string; webcastAssetId?: string | null };
type VenueAnswer = {
  venue: { rooms: { id: string; kind: string; elements: Element[] }[] };
  versions: Record<string, number>;
};

test('an organiser sets up a webcast, replaces its key, meets the plan’s limit and cannot delete it while a talk uses it', async ({
  page,
  request,
}) => {
  // A new organiser (free plan: one webcast) with a conference that has an auditorium.
  const { token } = await seedOrganiser(request);
  const eventName = `Pier Summit ${Date.now().toString(36)}`;
  const created = await api(
    request,
    'POST',
    'events/kickstarter',
    {
      name: eventName,
      eventType: 'conference',
      videoPresentations: true,
      booths: false,
      boothCount: 0,
      themeId: 'modern',
    },
    token,
  );
  expect(created.success, JSON.stringify(created)).toBe(true);
  const eventId = created.results!.eventId as string;

  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
  await page.goto('/events/list');
  await page.getByRole('link', { name: 'Webcasts' }).first().click();
  await expect(page).toHaveURL(/\/webcasts$/);
  await expect(page.getByRole('heading', { name: 'Webcasts', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No webcasts yet' })).toBeVisible();
  await expect(page.getByText('0 of 1 webcasts of your plan in use')).toBeVisible();
  expect(await seriousAxeViolations(page), 'webcasts, empty').toEqual([]);

  // A new webcast opens on its own page with where an encoder sends it.
  await page.getByRole('button', { name: 'New webcast' }).first().click();
  const form = page.getByRole('dialog', { name: 'New webcast' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Main stage');
  await form.getByRole('button', { name: 'Create webcast' }).click();
  await expect(page).toHaveURL(/\/webcasts\/[0-9a-f-]{36}$/);
  const webcastId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Main stage', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing has been broadcast yet.')).toBeVisible();
  await expect(page.getByText('The broadcast has not started yet')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Server' })).toHaveValue(/^rtmps?:\/\/.+/);
  const key = page.getByRole('textbox', { name: 'Stream key' });
  await expect(key).toHaveValue(/^•+$/);
  expect(await seriousAxeViolations(page), 'webcast page').toEqual([]);

  // Revealed, the key is the secret; replaced (after saying the old one stops), it is another one.
  await page.getByRole('button', { name: 'Show stream key' }).click();
  await expect(key).not.toHaveValue(/•/);
  const firstKey = await key.inputValue();
  expect(firstKey.length).toBeGreaterThan(16);
  await page.getByRole('button', { name: 'Hide stream key' }).click();
  await expect(key).toHaveValue(/^•+$/);
  await page.getByRole('button', { name: 'Replace key' }).click();
  const confirmReplace = page.getByRole('dialog', { name: 'Replace the stream key?' });
  await expect(confirmReplace.getByText(/The current key stops working at once/)).toBeVisible();
  await confirmReplace.getByRole('button', { name: 'Replace key' }).click();
  await expect(page.getByText(/New stream key made/)).toBeVisible();
  await expect(key).not.toHaveValue(/•/);
  await expect(key).not.toHaveValue(firstKey);

  // Back in the list: the plan's one webcast is made, so "New webcast" offers the upgrade.
  await page.getByRole('link', { name: 'All webcasts' }).click();
  await expect(page).toHaveURL(/\/webcasts$/);
  const row = page.getByRole('row').filter({ hasText: 'Main stage' });
  await expect(row.getByText('Not started')).toBeVisible();
  await expect(row.getByText('Not used yet')).toBeVisible();
  await expect(page.getByText('1 of 1 webcasts of your plan in use')).toBeVisible();
  await page.getByRole('button', { name: 'New webcast' }).click();
  const upgrade = page.getByRole('dialog', { name: 'New webcast' });
  await expect(upgrade.getByText('Your plan’s webcasts are used up')).toBeVisible();
  await expect(upgrade.getByRole('link', { name: 'Upgrade plan' })).toBeVisible();
  await expect(upgrade.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  await upgrade.getByRole('button', { name: 'Close' }).last().click();
  await expect(upgrade).toBeHidden();

  // The auditorium's first talk plays the webcast (set through the API, as the editor would).
  const setTalkWebcast = async (assetId: string | null) => {
    const { venue, versions } = (await api(request, 'GET', `events/${eventId}/venue`, undefined, token))
      .results as VenueAnswer;
    const theatre = venue.rooms.find((r) => r.kind === 'THEATRE')!;
    const talk = theatre.elements.find((e) => e.kind === 'THEATRE_VIDEO')!;
    const updated = await api(
      request,
      'PUT',
      `events/${eventId}/elements/${talk.id}`,
      { version: versions[talk.id], element: { ...talk, webcastAssetId: assetId } },
      token,
    );
    expect(updated.success, JSON.stringify(updated)).toBe(true);
  };
  await setTalkWebcast(webcastId);
  await page.reload();
  await expect(row.getByText('Used in 1 place')).toBeVisible();

  // Deleting it is refused, saying where it is used.
  await row.getByRole('button', { name: 'Actions: Main stage' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete this webcast?' });
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  const usages = page.getByRole('dialog', { name: 'Still in use' });
  await expect(usages.getByText(eventName)).toBeVisible();
  await expect(usages.getByText('(Event venue)')).toBeVisible();
  await usages.getByRole('button', { name: 'Close' }).last().click();
  await expect(row).toBeVisible();

  // Its page lists the event too, linking its editor.
  await row.getByRole('link', { name: 'Main stage' }).click();
  const usedIn = page.getByRole('region', { name: 'Where it is used' });
  await expect(usedIn.getByRole('link', { name: eventName })).toHaveAttribute(
    'href',
    `/events/edit/${eventId}`,
  );

  // Once the talk no longer uses it, it is deleted from its page, and the list is empty again.
  await setTalkWebcast(null);
  await page.reload();
  await expect(usedIn.getByText(/^Not used yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this webcast?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('“Main stage” has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/webcasts$/);
  await expect(page.getByRole('heading', { name: 'No webcasts yet' })).toBeVisible();
  await expect(page.getByText('0 of 1 webcasts of your plan in use')).toBeVisible();
});
