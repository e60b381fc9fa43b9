/** The five input sections of the CV generator (spec part 1 §2: profil, education, experience, knowledge, hobbies). */
import { CV_LANGUAGE_LEVELS, CV_MAX_ENTRIES, type CvSection } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import {
  DateField,
  EmailField,
  MonthField,
  SelectField,
  TelField,
  TextField,
  TextareaField,
} from '../../../components/form';
import { emptyEducation, emptyExperience } from '../model/cv-draft';
import { EntryList } from './entry-list';
import { PhotoField } from './photo-field';

const grid = 'grid gap-4 sm:grid-cols-2';

function ProfileSection() {
  const { t } = useTranslation('cv-generator');
  return (
    <div className="space-y-5">
      <PhotoField />
      <div className={grid}>
        <TextField name="profile.firstName" label={t('form.firstName')} required autoComplete="given-name" />
        <TextField name="profile.lastName" label={t('form.lastName')} required autoComplete="family-name" />
        <TextField
          name="profile.headline"
          label={t('form.headline')}
          hint={t('form.headlineHint')}
          className="sm:col-span-2"
        />
        <EmailField name="profile.email" label={t('form.email')} required />
        <TelField name="profile.phone" label={t('form.phone')} />
        <TextField
          name="profile.street"
          label={t('form.street')}
          autoComplete="street-address"
          className="sm:col-span-2"
        />
        <TextField name="profile.postalCode" label={t('form.postalCode')} autoComplete="postal-code" />
        <TextField name="profile.city" label={t('form.city')} autoComplete="address-level2" />
        <DateField name="profile.birthday" label={t('form.birthday')} autoComplete="bday" />
        <TextField name="profile.nationality" label={t('form.nationality')} />
      </div>
      <TextareaField
        name="profile.summary"
        label={t('form.summary')}
        hint={t('form.summaryHint')}
        maxLength={800}
        rows={4}
      />
    </div>
  );
}

function PeriodFields({ base }: { base: string }) {
  const { t } = useTranslation('cv-generator');
  return (
    <>
      <MonthField name={`${base}.startMonth`} label={t('form.startMonth')} required />
      <MonthField name={`${base}.endMonth`} label={t('form.endMonth')} hint={t('form.endMonthHint')} />
    </>
  );
}

function EducationSection() {
  const { t } = useTranslation('cv-generator');
  return (
    <EntryList
      name="education"
      empty={t('form.educationEmpty')}
      newEntry={emptyEducation}
      addLabel={t('form.addEducation')}
      entryLabel={(n) => t('form.educationEntry', { n })}
      max={CV_MAX_ENTRIES}
    >
      {(index) => (
        <div className={grid}>
          <TextField
            name={`education.${index}.degree`}
            label={t('form.degree')}
            hint={t('form.degreeHint')}
            required
          />
          <TextField name={`education.${index}.institution`} label={t('form.institution')} required />
          <TextField
            name={`education.${index}.location`}
            label={t('form.location')}
            className="sm:col-span-2"
          />
          <PeriodFields base={`education.${index}`} />
          <TextareaField
            name={`education.${index}.description`}
            label={t('form.educationDescription')}
            maxLength={600}
            rows={3}
            className="sm:col-span-2"
          />
        </div>
      )}
    </EntryList>
  );
}

function ExperienceSection() {
  const { t } = useTranslation('cv-generator');
  return (
    <EntryList
      name="experience"
      empty={t('form.experienceEmpty')}
      newEntry={emptyExperience}
      addLabel={t('form.addExperience')}
      entryLabel={(n) => t('form.experienceEntry', { n })}
      max={CV_MAX_ENTRIES}
    >
      {(index) => (
        <div className={grid}>
          <TextField name={`experience.${index}.position`} label={t('form.position')} required />
          <TextField name={`experience.${index}.employer`} label={t('form.employer')} required />
          <TextField
            name={`experience.${index}.location`}
            label={t('form.location')}
            className="sm:col-span-2"
          />
          <PeriodFields base={`experience.${index}`} />
          <TextareaField
            name={`experience.${index}.description`}
            label={t('form.experienceDescription')}
            hint={t('form.experienceDescriptionHint')}
            maxLength={800}
            rows={3}
            className="sm:col-span-2"
          />
        </div>
      )}
    </EntryList>
  );
}

function KnowledgeSection() {
  const { t } = useTranslation('cv-generator');
  const levels = CV_LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }));
  return (
    <div className="space-y-7">
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-ink-900">{t('form.languages')}</legend>
        <EntryList
          name="knowledge.languages"
          empty={t('form.languagesEmpty')}
          newEntry={() => ({ name: '', level: 'B2' })}
          addLabel={t('form.addLanguage')}
          entryLabel={(n) => t('form.languageEntry', { n })}
          max={CV_MAX_ENTRIES}
          compact
        >
          {(index) => (
            <div className={grid}>
              <TextField name={`knowledge.languages.${index}.name`} label={t('form.language')} required />
              <SelectField
                name={`knowledge.languages.${index}.level`}
                label={t('form.level')}
                options={levels}
                required
              />
            </div>
          )}
        </EntryList>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-ink-900">{t('form.skills')}</legend>
        <EntryList
          name="knowledge.skills"
          empty={t('form.skillsEmpty')}
          newEntry={() => ({ name: '' })}
          addLabel={t('form.addSkill')}
          entryLabel={(n) => t('form.skillEntry', { n })}
          max={30}
          compact
        >
          {(index) => <TextField name={`knowledge.skills.${index}.name`} label={t('form.skill')} required />}
        </EntryList>
      </fieldset>
      <TextField
        name="knowledge.drivingLicence"
        label={t('form.drivingLicence')}
        hint={t('form.drivingLicenceHint')}
      />
    </div>
  );
}

function HobbiesSection() {
  const { t } = useTranslation('cv-generator');
  return (
    <TextareaField
      name="hobbies"
      label={t('form.hobbies')}
      hint={t('form.hobbiesHint')}
      maxLength={600}
      rows={5}
    />
  );
}

export function SectionForm({ section }: { section: CvSection }) {
  switch (section) {
    case 'profil':
      return <ProfileSection />;
    case 'education':
      return <EducationSection />;
    case 'experience':
      return <ExperienceSection />;
    case 'knowledge':
      return <KnowledgeSection />;
    case 'hobbies':
      return <HobbiesSection />;
  }
}
