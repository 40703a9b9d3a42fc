import { BUSINESS_ORGANISER } from './accounts';
import {
  TOKEN_KEY,
  api,
  enterVenue,
  expect,
  kickstarterEvent,
  loginToken,
  openEvent,
  registeredVisitor,
  test,
} from './support';

test('a business organiser shares a room of one event, shows it in another, and its visitors walk into it', async ({
  page,
  browser,
  request,
}) => {
  const token = await loginToken(request, BUSINESS_ORGANISER);
  const suffix = Date.now().toString(36);
  const lenderId = await kickstarterEvent(request, token, `Spring Expo ${suffix}`);
  const borrowerId = await kickstarterEvent(request, token, `Autumn Summit ${suffix}`);
  const lounge = `Sponsor lounge ${suffix}`;
  const room = await api(
    request,
    'POST',
    `events/${lenderId}/elements`,
    { parentId: null, element: { kind: 'BOOTH', designId: 'booth-island', title: lounge } },
    token,
  );
  expect(room.success, JSON.stringify(room)).toBe(true);
  const roomPath = `/events/edit/${lenderId}?section=rooms&element=${(room.results!.element as { id: string }).id}`;

  // In the lending event the organiser switches sharing on in the room's form.
  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
  await page.goto(roomPath);
  await page.getByRole('switch', { name: "Share with the account's other events" }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes are saved.')).toBeVisible();

  // In the other event it is added from "Add room" and shown read-only, with a link back.
  await page.goto(`/events/edit/${borrowerId}?section=rooms`);
  await page.getByRole('button', { name: 'Add room' }).click();
  await page.getByRole('menuitem', { name: 'Shared room from another event…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a shared room' });
  await dialog.getByRole('button', { name: new RegExp(lounge) }).click();
  await expect(page.getByText('Shared from another event')).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit in “Spring Expo ${suffix}”` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);

  // Made the start room, it is where the other event's visitors arrive.
  await page.goto(`/events/edit/${borrowerId}?section=rooms`);
  const setStart = page.getByRole('button', { name: `Set as start room: ${lounge}` });
  await setStart.click();
  // The main hall already carries the badge: wait for the lounge's own button to go, i.e. the save to land.
  await expect(setStart).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set as start room: Main hall' })).toBeVisible();
  const pageCode = await openEvent(request, token, borrowerId);
  const link = await registeredVisitor(request, pageCode, 'Ada');
  const visitor = await enterVenue(browser, pageCode, link, lounge);
  await visitor.close();

  // The lending event cannot delete the room while the other event shows it.
  await page.goto(roomPath);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Other events show this room')).toBeVisible();
  await expect(page.getByText(`Autumn Summit ${suffix}`).first()).toBeVisible();
});
