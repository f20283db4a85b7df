// The one rule set the server applies too (packages/shared/src/surveys): the filler never re-implements it.
export {
  answerText,
  computeCalculations,
  emptyAnswer,
  isRelevant,
  repeatItemView,
  validateAnswers,
  visibleOptions,
} from '@oversight/shared/surveys/answers';
export { evaluateExpression, toNumber } from '@oversight/shared/surveys/expressions';
export { OTHER_VALUE, optionsOf } from '@oversight/shared/surveys/form-definition';
