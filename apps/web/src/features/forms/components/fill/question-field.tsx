import type { Question } from '@oversight/shared/surveys/questions.schemas';
import type { AnswerValue } from '@oversight/shared/surveys/responses.schemas';
import { OTHER_VALUE, visibleOptions } from './engine';
import type { FillContext, RepeatPlace } from './fill-context';
import { fixedChoiceLabel, useWords, type Words } from './filler-words';
import {
  AcknowledgeAnswer,
  LinearScaleAnswer,
  MultipleAnswer,
  RadioAnswer,
  RatingAnswer,
  SelectAnswer,
  type ChoiceOption,
} from './inputs/choice-inputs';
import type { FieldProps } from './inputs/field-props';
import { FileAnswer } from './inputs/file-input';
import { GeoShapeAnswerInput } from './inputs/geo-shape-input';
import { LocationAnswerInput } from './inputs/location-input';
import { RankingAnswer } from './inputs/ranking-input';
import { ReferenceAnswer } from './inputs/reference-select';
import {
  CalculatedAnswer,
  DateTimeAnswer,
  NumberAnswer,
  ParagraphAnswer,
  TextAnswer,
} from './inputs/text-inputs';
import { lgaOptionsFor } from './lga-filter';
import { QuestionImages } from './question-images';
import { hintOf, textOf, translateChoices } from './translate';

interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  id: string;
  error?: string;
  ctx: FillContext;
  repeat?: RepeatPlace;
  calculatedText: string;
}

function choicesOf(question: Question, ctx: FillContext, t: Words, repeat?: RepeatPlace): ChoiceOption[] {
  // visibleOptions applies the question's choice_filter (XLSForm cascading choices) with the answers so far.
  let options = visibleOptions(question, ctx.answers, repeat?.view, repeat?.index);
  if (question.question_type === 'lga' && ctx.stateQuestion && !question.choice_filter.trim()) {
    options = lgaOptionsFor(options, repeat?.item[ctx.stateQuestion] ?? ctx.answers[ctx.stateQuestion]);
  }
  // A form's own choices may repeat a value (an XLSForm list): Mantine refuses duplicates, so each is listed once.
  const seen = new Set<string>();
  // Yes/No and Likert labels the builder gave (not the author's own) are fixed words, in the language read.
  const fixed = question.question_type === 'yes-no' || question.question_type === 'likert';
  const choices: ChoiceOption[] = options
    .filter((choice) => !seen.has(choice.value) && seen.add(choice.value))
    .map(({ label, value }) => ({
      label:
        (question.question_type === 'geopolitical-zone' && ctx.zoneNames?.[value]) ||
        (fixed ? fixedChoiceLabel(value, label, t) : label),
      value,
    }));
  if (question.settings.or_other && !choices.some((option) => option.value === OTHER_VALUE))
    choices.push({ label: t('filler.other'), value: OTHER_VALUE });
  return translateChoices(question, choices, ctx.language);
}

/** One answer input per question type, labelled with the question text (its hint and images under it). */
export function QuestionField({
  question,
  value,
  onChange,
  id,
  error,
  ctx,
  repeat,
  calculatedText,
}: QuestionFieldProps) {
  const t = useWords();
  const hint = hintOf(question, ctx.language);
  const description =
    hint || question.images.length ? (
      <>
        {hint}
        <QuestionImages question={question} />
      </>
    ) : undefined;
  const props: FieldProps = {
    question,
    value,
    onChange,
    id,
    error,
    label: textOf(question, ctx.language),
    description,
    required: question.required,
    disabled: ctx.disabled || question.read_only,
  };
  switch (question.question_type) {
    case 'text':
    case 'barcode':
    case 'ward':
    case 'email':
    case 'phone':
    case 'link':
    case 'date':
    case 'time':
      return <TextAnswer {...props} />;
    case 'datetime':
      return <DateTimeAnswer {...props} />;
    case 'paragraph':
      return <ParagraphAnswer {...props} />;
    case 'integer':
    case 'float':
    case 'appropriation':
      return <NumberAnswer {...props} />;
    case 'radio':
    case 'likert':
    case 'yes-no':
      // XLSForm's "minimal" appearance: a dropdown instead of radios.
      if (/\bminimal\b/.test(question.appearance))
        return <SelectAnswer {...props} options={choicesOf(question, ctx, t, repeat)} />;
      return <RadioAnswer {...props} options={choicesOf(question, ctx, t, repeat)} />;
    case 'list':
    case 'state':
    case 'lga':
    case 'geopolitical-zone':
      return <SelectAnswer {...props} options={choicesOf(question, ctx, t, repeat)} />;
    case 'select-multiple':
      return <MultipleAnswer {...props} options={choicesOf(question, ctx, t, repeat)} />;
    case 'ranking':
      return <RankingAnswer {...props} options={choicesOf(question, ctx, t, repeat)} />;
    case 'rating':
      return <RatingAnswer {...props} />;
    case 'linear-scale':
      return <LinearScaleAnswer {...props} />;
    case 'location':
      return <LocationAnswerInput {...props} />;
    case 'geotrace':
    case 'geoshape':
      return <GeoShapeAnswerInput {...props} />;
    case 'photo':
    case 'audio':
    case 'video':
    case 'file':
      return <FileAnswer {...props} uploadFile={ctx.uploadFile} preview={ctx.preview} />;
    case 'project':
    case 'mda':
      return <ReferenceAnswer {...props} />;
    case 'calculate':
      return <CalculatedAnswer id={id} label={props.label} description={description} text={calculatedText} />;
    case 'acknowledge':
      return <AcknowledgeAnswer {...props} okLabel={t('filler.acknowledgeOk')} />;
    case 'note':
    case 'group':
    case 'repeat':
    case 'hidden':
      // Shown by question-list.tsx (a hidden value never is): they take no answer of their own here.
      return null;
    default:
      return unknownKind(question.question_type);
  }
}

/** Every kind has its case above: a kind added to QUESTION_TYPES and missed there is a type error here. */
const unknownKind = (_kind: never) => null;
