import sharp from 'sharp';
import { TOKEN_KEY, seedOrganiser, expect, test } from './support';

async function photo(r: number, g: number, b: number, width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

test('an organiser uploads, crops, searches, switches views, picks and deletes images', async ({
  page,
  request,
}) => {
  const { token } = await seedOrganiser(request);
  const stamp = Date.now().toString(36);
  // Files keep their name without the extension in the library.
  const names = [`harbour-${stamp}`, `lobby-${stamp}`, `stage-${stamp}`];
  await page.goto('/404');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token]);
  await page.goto('/assets');
  await expect(page).toHaveURL(/\/assets\/images/);

  // Upload three images; the upload panel shows each with its progress.
  await page.getByRole('button', { name: 'Upload files' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: `${names[0]}.png`, mimeType: 'image/png', buffer: await photo(200, 60, 60) },
    { name: `${names[1]}.png`, mimeType: 'image/png', buffer: await photo(60, 200, 60) },
    { name: `${names[2]}.png`, mimeType: 'image/png', buffer: await photo(60, 60, 200) },
  ]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Uploads' });
  for (const name of names) await expect(panel.getByText(`${name}.png`)).toBeVisible();
  await expect(panel.getByRole('progressbar').first()).toBeVisible();
  for (const name of names) await expect(page.getByRole('main').getByText(name)).toBeVisible();

  // Crop the first to 16:9.
  await page.getByRole('button', { name: `Actions for ${names[0]}` }).click();
  await page.getByRole('menuitem', { name: 'Crop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '16:9', exact: true }).click();
  // The whole width of the 1200 × 900 picture at 16:9.
  await expect(page.getByRole('dialog').getByText('1200 × 675 px')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Save crop' }).click();
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/assets/images?search=${names[0]}`, {
        headers: { authToken: token },
      });
      const [asset] = (await res.json()).results.assets;
      return asset.version === 2 ? Math.round((asset.width / asset.height) * 100) / 100 : 0;
    })
    .toBe(1.78);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

  // Search narrows the list to one.
  await page.getByRole('textbox', { name: 'Search' }).fill(`lobby-${stamp}`);
  await expect(page.getByRole('main').getByText(names[1])).toBeVisible();
  await expect(page.getByRole('main').getByText(names[0])).toBeHidden();
  await page.getByRole('textbox', { name: 'Search' }).fill('');

  // List and grid views.
  await page.getByRole('radio', { name: 'Grid view' }).check({ force: true });
  await expect(page.getByRole('table')).toBeHidden();
  await page.getByRole('radio', { name: 'List view' }).check({ force: true });
  await expect(page.getByRole('table')).toBeVisible();

  // The picker, as an editor opens it, returns the chosen image.
  await page.goto('/ui-kit/asset-picker');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('textbox', { name: 'Search' }).fill(`stage-${stamp}`);
  await picker.getByText(names[2]).click();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await expect(page.getByRole('main').getByText(names[2])).toBeVisible();

  // Delete one, after confirming.
  await page.goto('/assets/images');
  await page.getByRole('button', { name: `Actions for ${names[1]}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('main').getByText(names[1])).toBeHidden();
});
