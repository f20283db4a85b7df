// The one rule set the server applies too (packages/shared/src/surveys): the filler never re-implements it.
export { answerText, computeCalculations, emptyAnswer, isRelevant, validateAnswers, visibleOptions } from '@oversight/shared/surveys/answers';
export { OTHER_VALUE, optionsOf } from '@oversight/shared/surveys/form-definition';
