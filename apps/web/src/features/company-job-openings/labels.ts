/** Wording helpers of the job-opening screens that depend on the screen's language. */
import { useTranslation } from 'react-i18next';

/** A grade with one decimal in the screen's language: "2,5" in German, "2.5" in English. */
export function useGradeText() {
  const { i18n } = useTranslation();
  return (grade: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      grade,
    );
}
