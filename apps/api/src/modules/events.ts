import { logResponseChange } from './dashboards/form-rollups.js';
import {
  formResultsChanged,
  formResultsMarkedStale,
  resultsChangedSql,
} from './form-results/form-results.service.js';
import { onResponsesChanged } from './surveys/response-events.js';

/**
 * Who follows whose events. A lower module announces (surveys: "responses changed") and a higher one subscribes here,
 * so the lower never imports the higher (CONTRIBUTING.md "Module layers"). Called when the modules are registered;
 * subscribing again replaces, so it may run once per app built.
 */
export function subscribeModuleEvents(): void {
  // Form results: the kept summary goes stale and kept cross-tabs are forgotten.
  onResponsesChanged('form-results', {
    changed: formResultsChanged,
    submitted: { sql: resultsChangedSql, markedStale: formResultsMarkedStale },
  });
  // Dashboards: a form rollup logs the response as it was, so it takes it out and adds it back as it is.
  onResponsesChanged('dashboards', { changing: logResponseChange });
}
