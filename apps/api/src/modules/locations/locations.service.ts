import { lgasOfState } from '@oversight/shared/reference/lgas';
import { findStateById, NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { notFound } from '../../platform/errors.js';
import { presentLga, presentState } from './locations.presenter.js';

// Reference data is fixed for the life of the process: present it once.
const STATES = NIGERIAN_STATES.map(presentState);

export function listStates() {
  return STATES;
}

/** The LGAs of a state; 404 for a state id outside the reference list. */
export function listLgasOfState(stateId: number) {
  if (!findStateById(stateId)) throw notFound('No state has this id.');
  return lgasOfState(stateId).map(presentLga);
}
