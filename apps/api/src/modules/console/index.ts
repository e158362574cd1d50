export { requireEditor } from './access';
export { recordAudit } from './audit';
