/** Study preparation (`iutraining`, decision 195). */
export { TrainingPage } from './components/training-page';
