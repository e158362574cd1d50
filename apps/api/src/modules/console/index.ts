export { requireAdmin, requireEditor } from './access';
export { recordAudit, type AuditRecord } from './audit';
