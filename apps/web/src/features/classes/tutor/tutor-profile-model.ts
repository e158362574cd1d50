import { LANGUAGES, tutorProfileRequestSchema, type TutorProfileRequest } from '@sangam/contracts';
import type { DescribedError } from '../../../shared/api/error-messages';
import { describeCreatorError } from '../../creator';
import { schemaRefusal } from './schema-check';

/** The profile form as typed: the specialities are one comma-separated line. */
export interface TutorProfileValues {
  display_name: string;
  photo_url: string;
  bio: string;
  languages: string[];
  specialities: string;
  time_zone: string;
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The request the form sends: languages in the app's order, each speciality once whatever its case. */
export function tutorProfileRequest(values: TutorProfileValues): TutorProfileRequest {
  return {
    display_name: values.display_name.trim(),
    photo_url: values.photo_url.trim(),
    bio: values.bio.trim(),
    languages: LANGUAGES.filter((code) => values.languages.includes(code)),
    specialities: [...new Map(splitList(values.specialities).map((s) => [s.toLowerCase(), s])).values()],
    time_zone: values.time_zone,
  };
}

/** A refusal (the API's, or the schema's before sending) by field: one about one speciality ('specialities.3') belongs to the one box. */
export function describeProfileError(error: unknown): DescribedError {
  const described = describeCreatorError(error);
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(described.fields)) fields[path.split('.')[0]!] ??= message;
  return { ...described, fields };
}

/** What the contract's schema refuses in the profile before it is sent, in the person's language, by field. */
export function tutorProfileProblems(body: TutorProfileRequest): Record<string, string> {
  const refusal = schemaRefusal(tutorProfileRequestSchema, body);
  return refusal ? describeProfileError(refusal).fields : {};
}
