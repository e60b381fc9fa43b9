/**
 * Validation messages of step 2 and step 5 in the browser (spec part 1 §5), each with a person created by the
 * test. Nothing invalid reaches the server: a reload shows the stored data unchanged. Step 5 opens only after the
 * demo advisor — signed in through the real sign-in in a second browser context — has confirmed the info session
 * and the interview; nothing is faked in the browser.
 */
import { expect, test } from '../support/test';
import { createApplicantWithUnit, tickInfoSession } from '../support/applicants';
import { FORM_MESSAGE, next } from '../support/journey-steps';

test.describe('validation messages of the path steps', () => {
  test('step 2: languages, grade average and work experience', async ({ page }) => {
    test.setTimeout(120_000);
    await createApplicantWithUnit(page, { firstName: 'Ida' });

    // German C1 from onboarding is the one language; an empty second one is refused.
    await page.goto('/ds/application/abilities/3');
    await expect(page.getByRole('heading', { level: 2, name: 'Sprachen' })).toBeVisible();
    await expect(page.getByLabel(/^Sprache\s*\*?$/)).toHaveCount(1);
    await page.getByRole('button', { name: 'Sprache hinzufügen' }).click();
    await next(page);
    await expect(page.getByText('Eingabe erforderlich')).toBeVisible();
    await expect(page.getByText('Sprachlevel erforderlich')).toBeVisible();
    await expect(page.getByText(FORM_MESSAGE)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Sprache\s*\*?$/)).toHaveCount(1);

    await page.goto('/ds/application/abilities/4');
    const grade = page.getByLabel(/^Durchschnittsnote/);
    await expect(grade).toHaveValue('');
    await grade.fill('7');
    await next(page);
    await expect(page.getByText('Durchschnittsnote muss zwischen 1 und 6 liegen.')).toBeVisible();
    await expect(grade).toBeFocused();
    await grade.fill('0,9');
    await next(page);
    await expect(page.getByText('Durchschnittsnote muss zwischen 1 und 6 liegen.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Durchschnittsnote/)).toHaveValue('');

    await page.goto('/ds/application/abilities/1');
    await page
      .getByRole('group', { name: /Berufserfahrung gesammelt/ })
      .getByLabel('Ja')
      .check();
    const entry = page.getByRole('group', { name: 'Station 1' });
    await expect(entry).toBeVisible();
    await next(page);
    await expect(entry.getByText('Eingabe erforderlich')).toHaveCount(4);
    await entry.getByLabel(/^Beginn/).fill('2024-05');
    await entry.getByLabel(/^Ende/).fill('2023-01');
    await next(page);
    await expect(page.getByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeVisible();
  });

  test('step 5: motivation length, then — confirmed by the advisor — distance and partner found', async ({
    page,
    openAdvisor,
  }) => {
    test.setTimeout(180_000);
    const applicant = await createApplicantWithUnit(page, { firstName: 'Tom' });

    await page.goto('/ds/application/search#motivation');
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

    // The info session is ticked; the advisor confirms it and the interview (after its appointment).
    await tickInfoSession(page);
    const advisor = await openAdvisor();
    await advisor.confirmInfoSession({ accountId: applicant.accountId });
    await advisor.confirmInterview({ accountId: applicant.accountId });

    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    await page.goto('/ds/application/search/5');
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
