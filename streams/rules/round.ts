export { round2 } from '../../contract/round';
