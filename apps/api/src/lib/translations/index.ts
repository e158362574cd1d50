/** Per-language content of communities, tags, categories, temples, poojas, retreats and classes (issue 21). */
export { allTexts, readerText } from './reader-text';
export { countryName } from './country-name';
export { mergedTranslations } from './merge';
export { carriesTag, tagNamer, tagVocabularyColumn } from './tag-names';
