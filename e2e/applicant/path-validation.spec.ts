/**
 * Validation messages of step 2 and step 5 in the browser (spec part 1 §5), with the demo applicant
 * bewerber@demo.example. Nothing invalid reaches the server: a reload shows the stored data unchanged.
 */
import { expect, test } from '@playwright/test';
import { demo } from '../support/demo';
import { FORM_MESSAGE, next } from '../support/journey-steps';
import { signIn } from '../support/sign-in';

test.describe('validation messages of the path steps', () => {
  test('step 2: languages, grade average and work experience', async ({ page }) => {
    await signIn(page, demo.applicant, '/ds/application/abilities/3');
    await expect(page.getByRole('heading', { level: 2, name: 'Sprachen' })).toBeVisible();
    await expect(page.getByLabel(/^Sprache\s*\*?$/)).toHaveCount(2);
    await page.getByRole('button', { name: 'Sprache hinzufügen' }).click();
    await next(page);
    await expect(page.getByText('Eingabe erforderlich')).toBeVisible();
    await expect(page.getByText('Sprachlevel erforderlich')).toBeVisible();
    await expect(page.getByText(FORM_MESSAGE)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Sprache\s*\*?$/)).toHaveCount(2);

    await page.goto('/ds/application/abilities/4');
    const grade = page.getByLabel(/^Durchschnittsnote/);
    await expect(grade).toHaveValue('2,1');
    await grade.fill('7');
    await next(page);
    await expect(page.getByText('Durchschnittsnote muss zwischen 1 und 6 liegen.')).toBeVisible();
    await expect(grade).toBeFocused();
    await grade.fill('0,9');
    await next(page);
    await expect(page.getByText('Durchschnittsnote muss zwischen 1 und 6 liegen.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Durchschnittsnote/)).toHaveValue('2,1');

    await page.goto('/ds/application/abilities/1');
    const entry = page.getByRole('group', { name: 'Station 1' });
    await expect(entry).toBeVisible();
    await next(page);
    await expect(entry.getByText('Eingabe erforderlich')).toHaveCount(4);
    await entry.getByLabel(/^Beginn/).fill('2024-05');
    await entry.getByLabel(/^Ende/).fill('2023-01');
    await next(page);
    await expect(page.getByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeVisible();
  });

  test('step 5: motivation length, distance, partner found', async ({ page }) => {
    await signIn(page, demo.applicant, '/ds/application/search#motivation');
    await expect(page).toHaveURL(/\/ds\/application\/search\/3#motivation$/);
    const text = page.getByLabel(/^Dein Motivationstext/);
    await text.fill('Zu kurz.');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Mindestens 15 Zeichen erforderlich.')).toBeVisible();
    await text.fill('x'.repeat(1601));
    await expect(page.getByText('1 Zeichen zu viel')).toBeVisible();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Dein Text darf maximal 1600 Zeichen lang sein')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Dein Motivationstext/)).toHaveValue('');

    // The rest of step 5 is locked until the advisor confirms the interview.
    await page.goto('/ds/application/search/5');
    await expect(page.getByText('Dieser Schritt ist noch gesperrt.')).toBeVisible();

    // Seen as confirmed in this browser only (the server keeps the seed for the other tests): the forms refuse
    // what is missing before anything is sent.
    await page.route('**/v1/unit', async (route) => {
      const response = await route.fetch();
      const units = (await response.json()) as Record<string, unknown>[];
      await route.fulfill({
        response,
        json: units.map((unit) => ({ ...unit, participateAdvisorInterviewOn: new Date().toISOString() })),
      });
    });
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    await page.reload();
    await expect(page.getByLabel(/Ich habe einen Praxispartner gefunden/)).toBeVisible();
    await page.getByRole('button', { name: /Praxispartner speichern/ }).click();
    await expect(page.getByText('Praxispartner muss gefunden sein')).toBeVisible();
    await expect(page.getByText('Kontaktdaten und Anschrift müssen angegeben werden.')).toHaveCount(2);
    await expect(page.getByText(FORM_MESSAGE)).toBeVisible();

    await page.goto('/ds/application/search/2');
    await next(page);
    await expect(page.getByText('Eingabe erforderlich')).toBeVisible();
    expect(patches).toEqual([]);
  });
});
