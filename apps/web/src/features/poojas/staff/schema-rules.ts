import { formPath, type SentRows } from './rows';
import { staffMessageKey, type FormRefusals, type FormRule } from './messages';

/** A refusal of a contract schema, as zod gives it (its message is the sentence the API answers). */
interface SchemaIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

const isTranslations = (path: string) => path === 'translations' || path.startsWith('translations.');

/**
 * The contract schema's refusals of a body, placed as the API's 400 would be: the schema's sentences
 * are the API's, so they find the same rule keys (each field's first; 'field' for a sentence the area
 * does not word); a row's index finds the row sent there ('timings.1.closes' → 'timings.<row id>.closes');
 * the texts in other languages stay under the API's paths, for the translations fieldset to word.
 */
export function schemaRefusals(issues: readonly SchemaIssue[], sent: SentRows): FormRefusals {
  const errors: Record<string, FormRule> = {};
  const translations: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (isTranslations(path)) (translations[path] ??= []).push(issue.message);
    else errors[formPath(path, sent)] ??= staffMessageKey(issue.message) ?? 'field';
  }
  return { errors, translations };
}
