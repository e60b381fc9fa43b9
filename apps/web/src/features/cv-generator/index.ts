export { ApplicantCvGeneratorPage, PublicCvGeneratorPage } from './components/cv-generator-pages';
