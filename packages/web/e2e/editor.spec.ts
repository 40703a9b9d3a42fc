import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_KEY, seedOrganiser, seriousAxeViolations, expect, test } from './support';

type Envelope = { success: boolean; results?: Record<string, unknown>; errorKey?: string };
type VenueElement = { id: string; kind: string; title?: string; name?: string; label?: string };
type Venue = {
  rooms: (VenueElement & { elements: VenueElement[] })[];
  doors: VenueElement[];
  agenda: (VenueElement & { items: VenueElement[] })[];
  chats: VenueElement[];
  profileItems: VenueElement[];
};

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<Envelope> {
  const response = await request.fetch(`/api/v1/${path}`, {
    method,
    data,
    headers: { authToken: token },
  });
  return (await response.json()) as Envelope;
}

async function venueOf(request: APIRequestContext, token: string, eventId: string) {
  const body = await api(request, token, 'GET', `events/${eventId}/venue`);
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.results as { venue: Venue; versions: Record<string, number> };
}

/**
 * An event with nothing but its main hall: the guided setup without booths or talks, then its
 * agenda day, chat and profile field removed through the editor's API.
 */
async function emptyEvent(request: APIRequestContext, token: string, name: string): Promise<string> {
  const created = await api(request, token, 'POST', 'events/kickstarter', {
    name,
    eventType: 'other',
    videoPresentations: false,
    booths: false,
    boothCount: 0,
    themeId: 'modern',
  });
  expect(created.success, JSON.stringify(created)).toBe(true);
  const eventId = created.results!.eventId as string;
  const { venue, versions } = await venueOf(request, token, eventId);
  for (const el of [...venue.agenda, ...venue.chats, ...venue.profileItems]) {
    const gone = await api(
      request,
      token,
      'DELETE',
      `events/${eventId}/elements/${el.id}?version=${versions[el.id]}`,
    );
    expect(gone.success, JSON.stringify(gone)).toBe(true);
  }
  return eventId;
}

async function signIn(page: Page, token: string) {
  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
}

test('an organiser builds a small venue in the editor and sees every part in the preview window', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await seedOrganiser(request);
  const eventId = await emptyEvent(request, token, `Harbour Days ${Date.now().toString(36)}`);
  await signIn(page, token);
  await page.goto(`/events/edit/${eventId}?section=rooms`);
  const main = page.getByRole('main');
  const tree = page.getByRole('tree');
  const save = main.getByRole('button', { name: /^(Create|Save)$/ });
  /** A tree item's own label (a branch's box also holds its children). */
  const treeItem = (name: string) => tree.getByText(name, { exact: true });
  /**
   * Opens a tree item and waits until the editor shows it: the selection is a navigation (a
   * transition), so the part shown before stays a moment, with "Add …" buttons of the same names.
   */
  async function open(name: string) {
    await treeItem(name).click();
    await expect(tree.getByRole('treeitem', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  }
  const field = (name: string) => main.getByRole('textbox', { name, exact: true });
  /** Picks an option of a select (Mantine Select: a combobox with a listbox). */
  async function choose(label: string, option: string) {
    await main.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option }).first().click();
  }
  const saved = () => expect(main.getByText('All changes are saved.')).toBeVisible();
  /**
   * Waits for the form of a new element: navigation is a transition in React Router, so typing
   * right after the click could still land in the form that was open before.
   */
  const newForm = () => expect(main.getByText('Not created yet.')).toBeVisible();
  /** Opens the form of a new element through one of the section's "Add …" buttons. */
  async function startNew(button: string | RegExp, which: 'first' | 'last' = 'first') {
    await main.getByRole('button', { name: button })[which]().click();
    await newForm();
  }

  /** Adds a room of a kind through the "Add room" menu and creates it with this title. */
  async function addRoom(kind: string, title: string) {
    await open('Rooms');
    await main.getByRole('button', { name: 'Add room' }).click();
    await page.getByRole('menuitem', { name: kind }).click();
    await newForm();
    await field('Title').fill(title);
    // In the same step: a door from the hall in a free place, and one back (on by default).
    await expect(
      main.getByRole('checkbox', { name: /^Add a door from “Main hall” to this room/ }),
    ).toBeChecked();
    await save.click();
    await saved();
  }
  await addRoom('Booth', 'Ada Booth');
  await addRoom('Theatre', 'Ada Auditorium');

  // The hall: a door to the booth.
  await open('Main hall');
  await startNew('Add Door');
  await field('Title').fill('To the Ada Booth');
  await choose('Where the door leads', 'Go to a room');
  await choose('Room', 'Ada Booth');
  await save.click();
  await saved();

  // The booth: a document, a staff member and a canvas.
  await open('Ada Booth');
  await startNew('Add Document');
  await field('Title').fill('Price list 2027');
  await main.getByRole('button', { name: 'Choose…' }).first().click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('radio', { name: 'Select Sample brochure' }).check();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await save.click();
  await saved();

  await open('Ada Booth');
  await startNew('Add Staff member');
  await field('Name').fill('Grace Hopper');
  await main.getByRole('textbox', { name: 'Height' }).fill('1.68');
  await save.click();
  await saved();
  await open('Ada Booth');
  await startNew('Add Booth canvas');
  await save.click();
  await saved();

  // The auditorium: a talk with two slides.
  await open('Ada Auditorium');
  await startNew('Add Talk');
  await field('Title').fill('Opening keynote');
  await field('Speaker').fill('Ada Lovelace');
  await save.click();
  await saved();
  for (const [title, time] of [
    ['Welcome slide', '0'],
    ['Roadmap slide', '90'],
  ] as const) {
    await open('Ada Auditorium');
    await startNew('Add Slide');
    await field('Title').fill(title);
    await field('Link').fill(`https://slides.example.com/${time}.png`);
    await field('Shows at').fill(time);
    await save.click();
    await saved();
  }

  // A two-day agenda.
  for (const [day, item, start] of [
    ['Day one', 'Doors open', '09:00'],
    ['Day two', 'Closing panel', '16:00'],
  ] as const) {
    await open('Agenda');
    await startNew('Add day');
    await field('Title').fill(day);
    await save.click();
    await saved();
    await open('Agenda');
    await startNew('Add Agenda item', 'last');
    await field('Title').fill(item);
    await field('Start').fill(start);
    await save.click();
    await saved();
  }

  // A chat and a profile field.
  await open('Chats');
  await startNew(/Add/);
  await field('Title').fill('Harbour lounge');
  await save.click();
  await saved();
  await expect(field('Title')).toHaveAttribute('readonly', '');
  await open('Profile fields');
  await main.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('menuitem', { name: 'Text field' }).click();
  await newForm();
  await field('Label').fill('Job title');
  await save.click();
  await saved();

  // Everything is saved where it belongs.
  const { venue } = await venueOf(request, token, eventId);
  const booth = venue.rooms.find((r) => r.title === 'Ada Booth')!;
  expect(booth.elements.map((e) => e.kind).sort()).toEqual([
    'BOOTH_CANVAS',
    'BOOTH_DOCMONITOR',
    'BOOTH_STAFF',
  ]);
  const theatre = venue.rooms.find((r) => r.title === 'Ada Auditorium')!;
  expect(theatre.elements.map((e) => e.kind).sort()).toEqual([
    'THEATRE_SLIDE',
    'THEATRE_SLIDE',
    'THEATRE_VIDEO',
  ]);
  // Each new room came with a door from the hall and a door back, named for where they lead.
  const doors = venue.doors as (VenueElement & { roomId: string })[];
  const hall = venue.rooms.find((r) => r.title === 'Main hall')!;
  for (const room of [booth, theatre]) {
    expect(doors.filter((d) => d.roomId === hall.id).map((d) => d.title)).toContain(room.title);
    expect(doors.filter((d) => d.roomId === room.id).map((d) => d.title)).toEqual(['Main hall']);
  }
  expect(venue.agenda.map((d) => [d.title, d.items.map((i) => i.title)])).toEqual([
    ['Day one', ['Doors open']],
    ['Day two', ['Closing panel']],
  ]);

  // The preview window shows each part.
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await popupPromise;
  await expect(preview.getByRole('heading', { name: 'Main hall', level: 2 })).toBeVisible();
  await preview.getByRole('button', { name: 'Go to To the Ada Booth' }).first().click();
  await expect(preview.getByRole('heading', { name: 'Ada Booth', level: 2 })).toBeVisible();
  await expect(preview.getByText('Document: Price list 2027').first()).toBeVisible();
  await expect(preview.getByText('Talk to Grace Hopper').first()).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Pictures' })).toBeVisible();
  await preview
    .getByRole('navigation', { name: 'Rooms' })
    .getByRole('button', { name: 'Ada Auditorium' })
    .click();
  const programme = preview.getByRole('region', { name: 'Programme' });
  await expect(programme.getByText('Opening keynote')).toBeVisible();
  await expect(programme.getByText('With Ada Lovelace')).toBeVisible();
  await expect(programme.getByRole('listitem').nth(0)).toHaveText('0:00Welcome slide');
  await expect(programme.getByRole('listitem').nth(1)).toHaveText('1:30Roadmap slide');
  const agenda = preview.getByRole('region', { name: 'Agenda' });
  await expect(agenda.getByText('Doors open')).toBeVisible();
  await expect(agenda.getByText('Closing panel')).toBeVisible();
  await expect(preview.getByText('Harbour lounge')).toBeVisible();
  await expect(
    preview.getByRole('region', { name: 'Registration form' }).getByText('Job title'),
  ).toBeVisible();
});

test('the editor works by keyboard, asks before losing changes, refuses stale saves and protects used rooms', async ({
  page,
  request,
}) => {
  // Room for the keyboard drag's attempts on a loaded machine (see below).
  const { token } = await seedOrganiser(request);
  const created = await api(request, token, 'POST', 'events/kickstarter', {
    name: `Quay Fair ${Date.now().toString(36)}`,
    eventType: 'tradeFair',
    videoPresentations: true,
    booths: true,
    boothCount: 1,
    themeId: 'modern',
  });
  expect(created.success, JSON.stringify(created)).toBe(true);
  const eventId = created.results!.eventId as string;
  await signIn(page, token);
  await page.goto(`/events/edit/${eventId}`);
  const main = page.getByRole('main');
  const tree = page.getByRole('tree', { name: 'Parts of the event' });
  await expect(main.getByRole('heading', { name: 'General', level: 2 })).toBeVisible();

  expect(await seriousAxeViolations(page)).toEqual([]);

  // The tree by keyboard: one tab stop, arrows move, Enter opens.
  await tree.getByRole('treeitem', { name: 'General' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { name: 'Rooms', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: 'Rooms', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/section=rooms/);
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { name: /^Main hall/ })).toBeFocused();
  await page.keyboard.press('End');
  await expect(tree.getByRole('treeitem', { name: 'Videos' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tree.getByRole('treeitem', { name: 'General' })).toBeFocused();

  // Unsaved changes: switching to another part asks first.
  await tree.getByText('Booth 1', { exact: true }).click();
  const title = main.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Booth 1');
  await title.fill('Booth of the Ada company');
  await expect(main.getByText('You have unsaved changes.')).toBeVisible();
  await tree.getByText('Chats', { exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(title).toHaveValue('Booth of the Ada company');

  // A team member saves the same booth meanwhile: my save is refused, nothing is overwritten.
  const { venue, versions } = await venueOf(request, token, eventId);
  const booth = venue.rooms.find((r) => r.title === 'Booth 1')!;
  const theirs = await api(request, token, 'PUT', `events/${eventId}/elements/${booth.id}`, {
    version: versions[booth.id],
    element: { ...booth, title: 'Booth by Grace' },
  });
  expect(theirs.success, JSON.stringify(theirs)).toBe(true);
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main.getByText('Someone else saved this meanwhile')).toBeVisible();
  expect((await venueOf(request, token, eventId)).venue.rooms.find((r) => r.id === booth.id)!.title).toBe(
    'Booth by Grace',
  );
  await main.getByRole('button', { name: 'Reload' }).click();
  await expect(title).toHaveValue('Booth by Grace');

  // The hall's door leads to the booth: deleting the booth is refused and says where it is used.
  await main.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  const usages = page.getByRole('dialog', { name: 'Cannot be deleted yet' });
  await expect(usages).toBeVisible();
  await expect(usages.getByText(/Main hall ›/).first()).toBeVisible();
  await expect(usages.getByText('Help booth of the event')).toBeVisible();

  await usages.getByRole('button', { name: 'Close' }).first().click();

  // A staff member's form with its placement scene passes axe too.
  await tree.getByText('Booth by Grace', { exact: true }).click();
  await main
    .getByRole('button', { name: /Booth staff/ })
    .first()
    .click();
  await expect(main.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Booth staff');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Placement by drag and drop with the keyboard: the staff member moves to the other place.
  const place = main.getByRole('combobox', { name: 'Place in the room' });
  const before = await place.inputValue();
  const handle = page.getByRole('button', { name: /^Move Booth staff, now in/ });
  // Keys pressed faster than any hand: on a loaded machine the drop a few milliseconds after the
  // move was sometimes not taken (2 CI runs in 10). The gesture is tried again then; it must work
  // within the time-out, and a drag that never works still fails.
  await expect(async () => {
    // A drag an attempt left going is cancelled first, so each attempt starts from rest.
    if ((await handle.getAttribute('aria-pressed')) === 'true') await page.keyboard.press('Escape');
    await handle.focus();
    await page.keyboard.press('Space');
    // dnd-kit starts a keyboard drag on the next frame and announces each step in its live region.
    await expect(handle).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(/^Booth staff is over Staff place 2/)).toBeAttached({ timeout: 2_000 });
    await page.keyboard.press('Space');
    await expect(place).not.toHaveValue(before, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(main.getByText('You have unsaved changes.')).toBeVisible();
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main.getByText('All changes are saved.')).toBeVisible();
  const moved = (await venueOf(request, token, eventId)).venue.rooms
    .find((r) => r.id === booth.id)!
    .elements.find((e) => e.kind === 'BOOTH_STAFF') as VenueElement & { slotId: string };
  expect(moved.slotId).toBe('staff-2');

  // Breakout rooms on the free plan: ask for the feature, then it shows as requested.
  await tree.getByText('Breakout rooms', { exact: true }).click();
  await main.getByRole('button', { name: 'Request feature' }).click();
  await expect(main.getByText('Requested', { exact: true })).toBeVisible();
  await page.reload();
  await expect(main.getByText('Requested', { exact: true })).toBeVisible();

  // The plain editor: the same forms without the preview; the users page adds a moderator.
  await page.goto(`/events/oldEdit/${eventId}?section=chats`);
  await expect(page.getByRole('navigation', { name: 'Parts of the event' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chats', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live preview' })).toHaveCount(0);
  await page.goto(`/events/users/${eventId}`);
  await page.getByRole('textbox', { name: 'Email' }).fill('grace.hopper@analytical-engines.example');
  await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await page.getByRole('button', { name: 'Add moderator' }).click();
  await expect(page.getByRole('cell', { name: 'grace.hopper@analytical-engines.example' })).toBeVisible();
  expect((await venueOf(request, token, eventId)).venue).toMatchObject({
    moderators: [expect.objectContaining({ firstName: 'Grace', lastName: 'Hopper' })],
  });
});
