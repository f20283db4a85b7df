import type { Project, ProjectDetail } from '@oversight/shared/projects/projects.schemas';
import {
  firstScreenPage,
  formatMoney,
  html,
  stateLabel,
  type PageText,
  type SafeHtml,
} from '../../platform/first-screen.js';

/**
 * The first screens of the project page and of discover as the server writes them (platform/first-screen.ts), from
 * the same public data the page carries for the web (what GET /projects/{id}/ and GET /projects/ answer a visitor).
 */

const DESCRIPTION_START = 320;

function statusBadge({ text }: PageText, project: Pick<Project, 'status' | 'status_label'>): SafeHtml {
  return html`<span class="fs-badge">${text(`status.${project.status}`) || project.status_label}</span>`;
}

function progress({ text }: PageText, percent: number): SafeHtml {
  const shown = Math.max(0, Math.min(100, Math.round(percent)));
  return html`<div class="fs-row">
      <span class="fs-muted">${text('projects.percentCompleted', { percent: shown })}</span>
    </div>
    <div class="fs-bar-p" aria-hidden="true"><span style="width:${shown}%"></span></div>`;
}

const places = (project: Pick<Project, 'states'>) => project.states.map(stateLabel).join(', ');

/**
 * The project page's first screen: name, status, where, eyemark, who is responsible, money, progress, image and
 * description. Eyemark asks a visitor to sign in first, as the app's button does: here a link to sign-in that comes
 * back to the project, so it works before the app has run.
 */
export function projectFirstScreen(words: PageText, project: ProjectDetail): SafeHtml {
  const { text } = words;
  const where = [...project.lgas, ...project.states.map(stateLabel)].join(', ');
  const owner = project.ministry ?? project.agency ?? project.organization;
  const ownerRole = project.ministry
    ? text('project.roleMinistry')
    : project.agency
      ? text('project.roleAgency')
      : '';
  const description =
    project.description.length > DESCRIPTION_START
      ? `${project.description.slice(0, DESCRIPTION_START - 1).trimEnd()}…`
      : project.description;
  const money = (label: string, value: unknown) =>
    html`<div>
      <dt>${label}</dt>
      <dd>${formatMoney(value, project.currency)}</dd>
    </div>`;
  return firstScreenPage(
    words,
    html`<nav class="fs-crumbs" aria-label="${text('project.breadcrumb')}">
        <a href="/citizen/discover">${text('project.discover')}</a> ›
        <a href="/project">${text('project.projects')}</a>
      </nav>
      <article aria-labelledby="project-name">
        <h1 id="project-name" elementtiming="main-content">${project.name}</h1>
        <p>
          ${statusBadge(words, project)}
          <span class="fs-muted">${where || text('projects.locationNotGiven')}</span>
        </p>
        <p>
          <a
            class="fs-btn ghost"
            data-first-screen-eyemark
            href="/login?${new URLSearchParams({ redirect: `/project/${project.public_id}` }).toString()}"
            >${text('projects.eyemark')}</a
          >
        </p>
        ${
          owner
            ? html`<p class="fs-muted">
                ${ownerRole ? `${ownerRole}: ` : ''}<a
                  href="/organisations/${encodeURIComponent(owner.public_id)}"
                  >${owner.name}</a
                >
              </p>`
            : ''
        }${progress(words, project.percentage_completed)}
        <dl class="fs-facts">
          ${money(text('project.totalCost'), project.total_project_cost)}${money(text('project.released'), project.total_amount_released)}${money(text('project.spent'), project.total_amount_spent ?? project.total_amount_utilized)}${money(text('project.commitment'), project.total_financial_commitment)}
        </dl>
        ${
          project.image
            ? html`<img
                class="fs-img"
                src="${project.image}"
                alt="${project.name}"
                width="390"
                height="240"
                decoding="async"
              />`
            : ''
        }
        <section aria-labelledby="project-about">
          <h2 id="project-about">${text('project.about')}</h2>
          <p>${description || text('project.noDescription')}</p>
        </section>
      </article>`,
  );
}

/** Discover's first screen: its heading and the first list of cards, each a link to its project. */
export function discoverFirstScreen(words: PageText, projects: Project[], count: number): SafeHtml {
  const { text } = words;
  // The first card's name is the content a person waits for (the bench times its paint: bench/phone-pages.ts).
  const cards = projects.map((project, index) => {
    const owner = project.agency?.name ?? project.ministry?.name ?? project.organization?.name;
    return html`<li class="fs-card"><div class="fs-row">${statusBadge(words, project)}<span class="fs-muted">${text('projects.percentCompleted', { percent: Math.round(project.percentage_completed) })}</span></div><h3${index === 0 ? html` elementtiming="main-content"` : ''}><a href="/project/${encodeURIComponent(project.public_id)}">${project.name}</a></h3>${owner ? html`<p>${owner}</p>` : ''}<div class="fs-row"><p>${places(project) || text('projects.locationNotGiven')}</p><strong>${formatMoney(project.total_project_cost, project.currency)}</strong></div></li>`;
  });
  return firstScreenPage(
    words,
    html`<h1>${text('discover.title')}</h1>
      <p class="fs-muted">${text('discover.intro', { place: text('discover.placeAll') })}</p>
      <section aria-labelledby="project-list-title">
        <div class="fs-row">
          <h2 id="project-list-title">${text('discover.projects')}</h2>
          <span class="fs-muted">${text('discover.found', { count: count.toLocaleString('en-NG') })}</span>
        </div>
        <ul class="fs-cards">
          ${cards}
        </ul>
        ${
          count > projects.length
            ? html`<p>
                <a class="fs-btn ghost" href="/project"
                  >${text('discover.seeAll', { count: count.toLocaleString('en-NG') })}</a
                >
              </p>`
            : ''
        }
      </section>`,
  );
}
