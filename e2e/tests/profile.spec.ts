import { createAccount, expect, locale, signIn, test } from '../fixtures';

const account = locale('en', 'account');
const auth = locale('en', 'auth');

test('edit name, time zone and city; they are kept', async ({ page, request }) => {
  const { answer } = await createAccount(request);
  await signIn(page, answer);
  await page.goto('/en/profile');
  // A new account starts in India's time zone, shown as chosen, by the name people say.
  await expect(page.getByRole('combobox', { name: account.profile.time_zone })).toContainText('India Standard Time');
  await page.getByLabel(account.profile.display_name).fill('Meera Bai');
  await page.getByLabel(account.profile.city).fill('Pune');
  const zone = page.getByRole('combobox', { name: account.profile.time_zone });
  await zone.click();
  await page.getByRole('option', { name: /^Eastern Time · New York/ }).click();
  await page.getByRole('button', { name: account.profile.save }).click();
  await expect(page.getByText(account.profile.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(account.profile.display_name)).toHaveValue('Meera Bai');
  await expect(page.getByLabel(account.profile.city)).toHaveValue('Pune');
  await expect(zone).toContainText('Eastern Time · New York');
  // The header greets by name.
  await expect(page.getByRole('button', { name: auth.menu.label.replace('{{name}}', 'Meera Bai') })).toBeVisible();
});

test('choosing another preferred language switches the app to it', async ({ page, request }) => {
  const { answer } = await createAccount(request);
  await signIn(page, answer);
  await page.goto('/en/profile');
  await page.getByRole('combobox', { name: account.profile.language }).click();
  await page.getByRole('option', { name: 'മലയാളം' }).click();
  await page.getByRole('button', { name: account.profile.save }).click();
  await expect(page).toHaveURL(/\/ml\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale('ml').pages.profile);
});

test('change the password: wrong current password is explained, then the new one works', async ({ page, request }) => {
  const { account: acc, answer } = await createAccount(request);
  await signIn(page, answer);
  await page.goto('/en/profile');
  await page.getByLabel(account.password.current).fill('not-my-password');
  await page.getByLabel(account.password.new, { exact: true }).fill('fresh-path-108');
  await page.getByLabel(account.password.repeat).fill('fresh-path-108');
  await page.getByRole('button', { name: account.password.save }).click();
  await expect(page.getByText(auth.errors.wrong_password)).toBeVisible();
  await page.getByLabel(account.password.current).fill(acc.password);
  await page.getByRole('button', { name: account.password.save }).click();
  await expect(page.getByText(account.password.saved)).toBeVisible();
  // Still signed in here, with the new session.
  await page.reload();
  await expect(page.getByText(`Username: ${acc.username}`)).toBeVisible();
  const res = await request.post('/api/users/login/', { data: { email: acc.email, password: 'fresh-path-108' } });
  expect(res.status()).toBe(200);
});

test('sign out everywhere ends this session too', async ({ page, request }) => {
  const { answer } = await createAccount(request);
  await signIn(page, answer);
  await page.goto('/en/profile');
  await page.getByRole('button', { name: account.sessions.action }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByText(account.sessions.done)).toBeVisible();
  const refresh = await request.post('/api/token/refresh/', { data: { refresh: answer.refresh } });
  expect(refresh.status()).toBe(401);
});

test('delete the account after a confirmation step', async ({ page, request }) => {
  const { account: acc, answer } = await createAccount(request);
  await signIn(page, answer);
  await page.goto('/en/profile');
  await page.getByRole('button', { name: account.delete.start }).click();
  await page.getByRole('button', { name: account.delete.confirm }).click();
  await expect(page.getByText(auth.validation.required)).toBeVisible();
  await expect(page.getByText(account.delete.understand_required)).toBeVisible();
  await page.getByLabel(account.delete.password).fill(acc.password);
  await page.getByLabel(account.delete.understand).check();
  await page.getByRole('button', { name: account.delete.confirm }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText(account.delete.done)).toBeVisible();
  const login = await request.post('/api/users/login/', { data: { email: acc.email, password: acc.password } });
  expect(login.status()).toBe(400);
});

test('choose the city by name: its time zone comes with it', async ({ page, request }) => {
  const { answer } = await createAccount(request);
  await signIn(page, answer);
  await page.goto('/en/profile');
  const city = page.getByRole('combobox', { name: account.profile.city });
  await city.fill('Varan');
  await page.getByRole('option', { name: /Varanasi/ }).click();
  await expect(city).toHaveValue('Varanasi');
  await city.fill('Newar');
  await expect(page.getByRole('option', { name: /Newark/ })).toBeVisible();
  await city.press('ArrowDown');
  await city.press('ArrowUp');
  await city.press('Enter');
  await expect(city).toHaveValue('Newark');
  await expect(page.getByRole('combobox', { name: account.profile.time_zone })).toContainText(
    'Eastern Time · New York',
  );
});

test.describe('with the browser’s position', () => {
  test.use({ geolocation: { latitude: 12.97, longitude: 77.59 }, permissions: ['geolocation'] });

  test('“use my current location” finds the city and its time zone', async ({ page, request }) => {
    const { answer } = await createAccount(request);
    await signIn(page, answer);
    await page.goto('/en/profile');
    await page.getByRole('button', { name: account.profile.use_location }).click();
    await expect(page.getByRole('combobox', { name: account.profile.city })).toHaveValue('Bengaluru');
    await expect(
      page.getByText(account.profile.located.replace('{{city}}', 'Bengaluru').replace('{{country}}', 'India')),
    ).toBeVisible();
    await page.getByRole('button', { name: account.profile.save }).click();
    await expect(page.getByText(account.profile.saved)).toBeVisible();
  });
});
