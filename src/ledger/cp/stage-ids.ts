export { CP_STAGE_IDS } from '../../engine/cp/stages/ids';
