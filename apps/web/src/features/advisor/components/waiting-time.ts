export { waitingDuration } from '../../../lib/duration';
