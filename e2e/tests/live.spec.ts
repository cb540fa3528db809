import { DEMO, expect, signIn, test } from '../fixtures.ts';

test('a change saved in one browser shows in another without reload', async ({ browser }) => {
  const watcherContext = await browser.newContext();
  const editorContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  const editor = await editorContext.newPage();
  await signIn(watcher, DEMO.operations);
  await signIn(editor, DEMO.operations);

  await watcher.goto('/my-profile');
  await editor.goto('/my-profile');
  const watcherSwitch = watcher.getByRole('switch', { name: /redirect/i });
  await expect(watcherSwitch).not.toBeChecked();

  await editor.getByRole('switch', { name: /redirect/i }).check();
  await editor.getByLabel('Redirect to').click();
  await editor.getByRole('option', { name: /Luca Rossi/ }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Saved changes!')).toBeVisible();

  // No reload: the server's event reaches the watcher over SSE and refreshes the profile.
  await expect(watcherSwitch).toBeChecked({ timeout: 10_000 });
  await expect(watcher.getByLabel('Redirect to')).toHaveValue(/Luca Rossi/);

  await watcherContext.close();
  await editorContext.close();
});
