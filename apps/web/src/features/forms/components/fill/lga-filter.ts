import type { ChoiceOption } from '@oversight/shared/surveys/form-definition';

/**
 * LGA choices of the state answered earlier in the form (each reference LGA carries its state's filter name, the
 * state answer's value); all of them while no state is answered, or when the form's own list has no states.
 */
export function lgaOptionsFor(options: ChoiceOption[], stateAnswer: unknown): ChoiceOption[] {
  if (typeof stateAnswer !== 'string' || !stateAnswer) return options;
  const kept = options.filter((option) => option.filters?.state === stateAnswer);
  return kept.length ? kept : options;
}
