import { LegalDocument } from '../components/legal-document';

export function Component() {
  return <LegalDocument doc="privacy" />;
}
