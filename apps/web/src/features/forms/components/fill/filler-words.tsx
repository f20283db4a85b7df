import { createContext, useContext, useEffect, useState } from 'react';
import {
  t as pageWords,
  useTranslation,
  wordsIn,
  type Language,
  type MessageKey,
  type MessageValues,
} from '../../../../i18n';
import { catalogueLanguageOf } from './zone-names';

/** The filler's fixed words (`filler.*`) in the language the respondent reads the form in. */
export type Words = (key: MessageKey, values?: MessageValues) => string;

/**
 * The words for a form language the respondent picked (`Hausa (ha)`): that language's catalogue when we have it, else
 * (no pick, a language we have no words in, or its catalogue still loading or offline) the page's language.
 */
export function useWordsFor(formLanguage: string | null): Words {
  const { language: page } = useTranslation();
  const wanted = (formLanguage === null ? null : catalogueLanguageOf(formLanguage)) ?? page;
  const other = wanted !== page ? wanted : null;
  const [loaded, setLoaded] = useState<{ language: Language; words: Words } | null>(null);
  useEffect(() => {
    if (!other) return;
    let current = true;
    wordsIn(other).then(
      (words) => {
        if (current) setLoaded({ language: other, words });
      },
      // Offline with that catalogue never loaded: the page's words stay.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [other]);
  return other && loaded?.language === other ? loaded.words : pageWords;
}

const WordsContext = createContext<Words | null>(null);
export const WordsProvider = WordsContext.Provider;

/** The words of the nearest WordsProvider (the filler's form language), else the page's. */
export function useWords(): Words {
  // Re-renders with the page's language when no provider chose another.
  useTranslation();
  return useContext(WordsContext) ?? pageWords;
}

/**
 * The English messages of the shared answer rules (packages/shared/src/surveys answers.ts and answer-values.ts; the
 * server says the same words), each with its key. A form author's own required or constraint message, or a server's
 * message not listed here, shows as written.
 */
const EXACT: Record<string, MessageKey> = {
  'This question needs an answer.': 'filler.needsAnswer',
  'This answer is not allowed.': 'filler.notAllowed',
  'Send the entries of this repeated group as a list.': 'filler.sendAsList',
  'Enter text.': 'filler.enterText',
  'Say what the other answer is.': 'filler.sayOther',
  'Choose one of the listed answers.': 'filler.chooseListed',
  'Enter a whole number.': 'filler.enterWhole',
  'Enter a number.': 'filler.enterNumber',
  'Enter an amount of 0 naira or more.': 'filler.enterNaira',
  'Give a location with a latitude and a longitude.': 'filler.giveLocation',
  'Give a latitude from -90 to 90 and a longitude from -180 to 180.': 'filler.locationRange',
  'The accuracy of a location is a number of metres.': 'filler.accuracyMetres',
  'The altitude of a location is a number of metres.': 'filler.altitudeMetres',
  'Put the choices in order.': 'filler.putInOrder',
  'Choose answers from the list.': 'filler.chooseFromList',
  'Choose each answer only once.': 'filler.eachOnce',
  'Put every choice in order.': 'filler.everyInOrder',
  'Enter a valid e-mail address, like name@example.com.': 'filler.enterEmail',
  'Enter a phone number of 7 to 15 digits; it may start with + and hold spaces or dashes.':
    'filler.enterPhone',
  'Enter a date as YYYY-MM-DD.': 'filler.enterDate',
  'Enter a time as HH:MM.': 'filler.enterTime',
  'Enter a date and a time.': 'filler.enterDateTime',
  'Upload the file again: this answer is not an uploaded file.': 'filler.uploadAgain',
  'Choose from the list.': 'filler.chooseFromTheList',
  'This question takes no answer.': 'filler.takesNoAnswer',
  'A calculation gives a single value.': 'filler.singleValue',
};

const NUMBER = '(-?[\\d,.]+)';
/** Messages with numbers: each group becomes the named value of the message (`count` is a number, for plurals). */
const WITH_NUMBERS: [RegExp, MessageKey, string[]][] = [
  [new RegExp(`^Give at most ${NUMBER} entr(?:y|ies)\\.$`), 'filler.atMostEntries', ['count']],
  [new RegExp(`^Give at least ${NUMBER} entr(?:y|ies)\\.$`), 'filler.atLeastEntries', ['count']],
  [new RegExp(`^Give ${NUMBER} entr(?:y|ies)\\.$`), 'filler.exactlyEntries', ['count']],
  [new RegExp(`^Use at most ${NUMBER} characters\\.$`), 'filler.atMostChars', ['max']],
  [new RegExp(`^Enter a number of at least ${NUMBER}\\.$`), 'filler.numberAtLeast', ['min']],
  [new RegExp(`^Enter a number of at most ${NUMBER}\\.$`), 'filler.numberAtMost', ['max']],
  [new RegExp(`^Choose from 1 to ${NUMBER} stars\\.$`), 'filler.starsRange', ['max']],
  [
    new RegExp(`^Choose a value from ${NUMBER} to ${NUMBER} in steps of ${NUMBER}\\.$`),
    'filler.scaleSteps',
    ['min', 'max', 'step'],
  ],
  [new RegExp(`^Choose a value from ${NUMBER} to ${NUMBER}\\.$`), 'filler.scaleRange', ['min', 'max']],
  [
    new RegExp(
      `^The location must be accurate to ${NUMBER} m or better; wait for a better GPS signal and try again\\.$`,
    ),
    'filler.accuracyNeeded',
    ['max'],
  ],
];

/** One message of the answer rules in `words`' language (see EXACT); others as they came. */
export function answerMessage(message: string, words: Words): string {
  const key = EXACT[message];
  if (key) return words(key);
  for (const [pattern, found, names] of WITH_NUMBERS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, index) => [name, name === 'count' ? Number(match[index + 1]) : match[index + 1]]),
    );
    return words(found, values);
  }
  return message;
}

/** For the test: the messages listed. */
export const ANSWER_MESSAGE_KEYS = EXACT;

/** The fixed labels of yes/no and Likert questions the builder fills in (shared YES_NO_OPTIONS, LIKERT_OPTIONS). */
const FIXED_CHOICES: Record<string, MessageKey> = {
  'yes:Yes': 'filler.yes',
  'no:No': 'filler.no',
  'strongly_disagree:Strongly disagree': 'filler.stronglyDisagree',
  'disagree:Disagree': 'filler.disagree',
  'neutral:Neither agree nor disagree': 'filler.neutral',
  'agree:Agree': 'filler.agree',
  'strongly_agree:Strongly agree': 'filler.stronglyAgree',
};
/**
 * A choice's label in `words`' language when it is one the builder gives yes/no and Likert questions and the author
 * left as it was; any other label as written.
 */
export function fixedChoiceLabel(value: string, label: string, words: Words): string {
  const key = FIXED_CHOICES[`${value}:${label}`];
  return key ? words(key) : label;
}

/** For the test: the fixed choices, as `value:label`. */
export const FIXED_CHOICE_KEYS = FIXED_CHOICES;
