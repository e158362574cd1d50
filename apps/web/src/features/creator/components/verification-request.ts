import { PHOTO_PATH, verificationRequestSchema, type UploadedPhoto, type VerificationRequest } from '@sangam/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { schemaProblems } from '../messages';

/** The id of one of our uploaded photos from its address (a document is sent by its id). */
export const photoId = (photo: Pick<UploadedPhoto, 'url'>): string | null => PHOTO_PATH.exec(photo.url)?.[1] ?? null;

/**
 * What a creator sends for verification, checked by the contract's schema as the API checks it, or
 * the problems to show at its fields. No document is the one rule the creator texts say in their own
 * words (its sentence is not among the creator messages the API answers with).
 */
export function verificationRequest(
  documents: ReadonlyArray<Pick<UploadedPhoto, 'url'>>,
  note: string,
): { body: VerificationRequest; problems: null } | { body: null; problems: Record<string, string> } {
  const body = {
    documents: documents.map(photoId).filter((id): id is string => id !== null),
    note: note.trim(),
  };
  const parsed = verificationRequestSchema.safeParse(body);
  if (parsed.success) return { body, problems: null };
  const problems = schemaProblems(parsed.error.issues);
  if (parsed.error.issues.some((issue) => issue.path[0] === 'documents' && issue.code === 'too_small')) {
    problems.documents = i18n.t('creator:verification.no_documents');
  }
  return { body: null, problems };
}
