import { Sparkles } from 'lucide-react';
import { StepScreen } from '../../../../components/form';
import { PageState } from '../../../../components/loading/page-state';
import { usePathStep } from '../../hooks/use-step-data';
import { ABILITIES_SUB_STEPS, abilitiesCompletion, resolveAbilitiesSubStep } from '../../utils/sub-steps';
import { GraduationForm } from '../graduation-form';
import { StepEyebrow } from '../step-page';
import { AbilitiesSummary } from './abilities-summary';
import { DrivingForm } from './driving-form';
import { ExperienceForm } from './experience-form';
import { LanguagesForm } from './languages-form';
import { SoftwareForm } from './software-form';
import { StepPage } from '../../../../shared/steps/step-page';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

const FORMS = {
  experience: ExperienceForm,
  driving: DrivingForm,
  languages: LanguagesForm,
  graduation: GraduationForm,
  software: SoftwareForm,
} as const;

/** Step 2 "Fähigkeiten und Kenntnisse": `/{ds|fs}/application/abilities/:step?` (route `abilities`). */
export function AbilitiesStep() {
  const { t } = useAreaTranslation('steps');
  const count = ABILITIES_SUB_STEPS.length;
  const { data, area, requested, goTo: go, show } = usePathStep('abilities', count);

  if (data.status !== 'ready') return <PageState state={data} />;

  const { account, progress } = data;
  const subStep = resolveAbilitiesSubStep(requested, account);
  const redirect = show(subStep);
  if (redirect) return redirect;

  const name = ABILITIES_SUB_STEPS[subStep - 1]!;
  const completion = abilitiesCompletion(account);
  const status = progress.steps[1]!.status;
  const onBack = subStep > 1 ? () => go(subStep - 1) : undefined;
  const onSaved = () => go(subStep + 1);

  return (
    <StepPage>
      <StepScreen
        title={t('abilities.title')}
        eyebrow={<StepEyebrow number={2} status={status} />}
        description={t('abilities.description')}
        color="teal"
        icon={<Sparkles className="size-6" />}
        step={subStep}
        stepCount={count}
        steps={ABILITIES_SUB_STEPS.map((id) => ({
          id,
          label: t(`abilities.subSteps.${id}`),
          done:
            id !== 'final' && id !== 'software'
              ? completion[id]
              : id === 'software' && account.softwareSkills.length > 0,
        }))}
        onStepSelect={go}
        stepTitle={t(`abilities.${name}.title`)}
        stepDescription={t(`abilities.${name}.description`)}
      >
        {name === 'final' ? (
          <AbilitiesSummary area={area} account={account} status={status} onBack={() => go(subStep - 1)} />
        ) : (
          <SubStepForm key={name} name={name} account={account} onSaved={onSaved} onBack={onBack} />
        )}
      </StepScreen>
    </StepPage>
  );
}

function SubStepForm({
  name,
  ...props
}: { name: keyof typeof FORMS } & Parameters<(typeof FORMS)['experience']>[0]) {
  const Form = FORMS[name];
  return <Form {...props} />;
}
