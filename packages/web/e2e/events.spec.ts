import { TOKEN_KEY, seedOrganiser, expect, test } from './support';

test('a new organiser creates events by guided setup and from a template, meets the plan limit and deletes one', async ({
  page,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const stamp = Date.now().toString(36);
  const guided = `Spring Expo ${stamp}`;
  const fromTemplate = `Tech Summit ${stamp}`;
  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
  await page.goto('/events/list');
  const shellCreate = page.getByRole('banner').getByRole('button', { name: 'Create event' });

  // Guided setup: every step, a trade fair with booths and an auditorium.
  await shellCreate.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Guided setup/ })
    .click();
  await expect(page).toHaveURL(/\/events\/kickstarter\/welcome$/);
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 });
  /** Next, then wait until the following step is on screen (its own heading). */
  async function next() {
    const before = await heading.textContent();
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(heading).not.toHaveText(before ?? '');
  }
  await next();
  await expect(page).toHaveURL(/\/events\/kickstarter\/eventType$/);
  await main.getByRole('radio', { name: /Trade fair/ }).check({ force: true });
  await expect(main.getByRole('radio', { name: /Trade fair/ })).toBeChecked();
  await next();
  await expect(page).toHaveURL(/\/events\/kickstarter\/eventMeta$/);
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('You need an event name')).toBeVisible();
  await main.getByLabel('Event name').fill(guided);
  await main.getByLabel('Not sure yet').check();
  await next();
  await expect(page).toHaveURL(/\/events\/kickstarter\/rooms$/);
  await next();
  await expect(page).toHaveURL(/\/events\/kickstarter\/themes$/);
  const theme = main.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio').first();
  await theme.check({ force: true });
  await expect(theme).toBeChecked();
  const visited: string[] = [];
  while (!(await main.getByRole('button', { name: 'Create event' }).isVisible())) {
    visited.push(new URL(page.url()).pathname.split('/').pop()!);
    expect(visited.length).toBeLessThan(16);
    await next();
  }
  expect(visited).toEqual(
    expect.arrayContaining(['themes', 'aftRoom', 'mainHall', 'auditorium', 'booths', 'aftBooths']),
  );
  await main.getByRole('button', { name: 'Create event' }).click();
  // The new event opens in its editor; its back link leads to the list.
  await expect(page).toHaveURL(/\/events\/edit\/[^/?]+/);
  await expect(main.getByText(`${guided} · Changes are saved part by part.`)).toBeVisible();
  await main.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/events\/list$/);
  await expect(page.getByRole('button', { name: `Actions for ${guided}` })).toBeVisible();

  // From a template.
  await shellCreate.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /From a template/ })
    .click();
  await expect(page).toHaveURL(/\/events\/templates$/);
  await main.getByRole('button', { name: 'Use this template' }).first().click();
  const naming = page.getByRole('dialog');
  await naming.getByLabel('Event name').fill(guided);
  await naming.getByRole('button', { name: 'Create event' }).click();
  await expect(naming.getByText('Already used')).toBeVisible();
  await naming.getByLabel('Event name').fill(fromTemplate);
  await naming.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/events\/edit\/[^/?]+/);
  await expect(main.getByText(`${fromTemplate} · Changes are saved part by part.`)).toBeVisible();
  await page.goto('/events/list');
  await expect(page.getByRole('button', { name: `Actions for ${fromTemplate}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Actions for ${guided}` })).toBeVisible();

  // The free plan allows two: the button is disabled and says why.
  await expect(shellCreate).toBeDisabled();
  // A disabled button takes no pointer: its wrapper carries the tooltip, for mouse and keyboard.
  const box = (await shellCreate.locator('xpath=..').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('.mantine-Tooltip-tooltip')).toContainText(
    'You have reached the maximum of your available events',
  );

  // Delete one, after confirming; the button comes back.
  await page.getByRole('button', { name: `Actions for ${guided}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Actions for ${guided}` })).toBeHidden();
  await expect(shellCreate).toBeEnabled();
});
