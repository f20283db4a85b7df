import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { SettingsLayout } from './layouts/settings-layout';
import { PageLoader } from './page-loader';
import { RootErrorBoundary } from './root-error-boundary';
import { RequireAuth } from './route-guards';

// Every screen of docs/spec/routes.txt. Each `lazy` import is its own chunk; its module exports `Component`.
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: () => import('./routes/public/home.route') },
          { path: 'faqs', lazy: () => import('./routes/public/faqs.route') },
          { path: 'terms', lazy: () => import('./routes/public/terms.route') },
          { path: 'privacy', lazy: () => import('./routes/public/privacy.route') },
          { path: 'community-guidelines', lazy: () => import('./routes/public/community-guidelines.route') },
          { path: 'open-data', lazy: () => import('./routes/public/open-data.route') },
          { path: 'login', lazy: () => import('./routes/auth/login.route') },
          { path: 'signup', lazy: () => import('./routes/auth/signup.route') },
          { path: 'password-reset', lazy: () => import('./routes/auth/password-reset.route') },
          {
            path: 'password-reset/confirm',
            lazy: () => import('./routes/auth/password-reset-confirm.route'),
          },
        ],
      },
      { path: '400', lazy: () => import('./routes/errors/bad-request.route') },
      { path: '500', lazy: () => import('./routes/errors/server-error.route') },
      {
        Component: AppLayout,
        children: [
          // Public or citizen: guests browse, actions ask them to sign in.
          { path: 'citizen/discover', lazy: () => import('./routes/citizen/discover.route') },
          { path: 'categories', lazy: () => import('./routes/categories/categories.route') },
          { path: 'categories/subcategories', lazy: () => import('./routes/categories/subcategories.route') },
          { path: 'categories/:category', lazy: () => import('./routes/categories/category.route') },
          {
            path: 'categories/:category/:subcategory/:page',
            lazy: () => import('./routes/categories/subcategory-page.route'),
          },
          { path: 'search', lazy: () => import('./routes/search/search.route') },
          { path: 'project', lazy: () => import('./routes/project/project-index.route') },
          { path: 'project/:id', lazy: () => import('./routes/project/project-detail.route') },
          { path: 'profile/:id', lazy: () => import('./routes/profile/user-profile.route') },
          { path: 'post/:id', lazy: () => import('./routes/post/post.route') },
          { path: 'projects-list', lazy: () => import('./routes/projects/projects-list.route') },
          { path: 'mda/ministries', lazy: () => import('./routes/directory/ministries.route') },
          { path: 'mda/agencies', lazy: () => import('./routes/directory/agencies.route') },
          { path: 'contractors', lazy: () => import('./routes/directory/contractors.route') },
          { path: 'organisations', lazy: () => import('./routes/organizations/organizations.route') },
          { path: 'organisations/:id', lazy: () => import('./routes/organizations/organization.route') },
          { path: 'analytics/projects', lazy: () => import('./routes/analytics/projects.route') },
          // Open analytics over published projects (their API answers anyone); citizens' figures need sign-in.
          { path: 'analytics/contractors', lazy: () => import('./routes/analytics/contractors.route') },
          { path: 'analytics/facilities', lazy: () => import('./routes/analytics/facilities.route') },
          {
            path: 'dashboards/public/:token',
            lazy: () => import('./routes/dashboards/public-dashboard.route'),
          },
          // Shared respondents and public links: the form itself says who may answer.
          { path: 'forms/:id/respond', lazy: () => import('./routes/forms/respond.route') },
          {
            Component: RequireAuth,
            children: [
              { path: 'profile', lazy: () => import('./routes/profile/own-profile.route') },
              { path: 'notifications', lazy: () => import('./routes/notifications/notifications.route') },
              { path: 'invites', lazy: () => import('./routes/invites/my-invites.route') },
              { path: 'citizen/eyemarked', lazy: () => import('./routes/citizen/eyemarked.route') },
              { path: 'analytics/citizens', lazy: () => import('./routes/analytics/citizens.route') },
              { path: 'mda/dashboard', lazy: () => import('./routes/mda/dashboard.route') },
              { path: 'mda/contractors', lazy: () => import('./routes/mda/contractors.route') },
              { path: 'mda/create-project', lazy: () => import('./routes/mda/create-project.route') },
              { path: 'mda/edit-project/:id', lazy: () => import('./routes/mda/edit-project.route') },
              { path: 'mda/column-mapping', lazy: () => import('./routes/mda/column-mapping.route') },
              { path: 'mda/changelogs', lazy: () => import('./routes/mda/changelogs.route') },
              { path: 'preview', lazy: () => import('./routes/mda/preview.route') },
              { path: 'mda/stakeholders', lazy: () => import('./routes/mda/stakeholders.route') },
              { path: 'mda/organisations', lazy: () => import('./routes/mda/organizations.route') },
              { path: 'mda/plans', lazy: () => import('./routes/mda/plans.route') },
              { path: 'mda/plans/settings', lazy: () => import('./routes/mda/plan-settings.route') },
              { path: 'mda/plans/:id', lazy: () => import('./routes/mda/plan-detail.route') },
              {
                path: 'mda/plans/:id/indicators/:indicatorId',
                lazy: () => import('./routes/mda/plan-indicator.route'),
              },
              { path: 'mda/plans/:id/children', lazy: () => import('./routes/mda/plan-children.route') },
              { path: 'mda/custom-dashboards', lazy: () => import('./routes/mda/custom-dashboards.route') },
              {
                path: 'mda/custom-dashboards/:id',
                lazy: () => import('./routes/mda/custom-dashboard.route'),
              },
              { path: 'mda/project/:id', lazy: () => import('./routes/mda/child-project.route') },
              { path: 'mda/deleted-projects', lazy: () => import('./routes/mda/deleted-projects.route') },
              { path: 'forms', lazy: () => import('./routes/forms/forms.route') },
              { path: 'forms/create', lazy: () => import('./routes/forms/create.route') },
              { path: 'forms/shared', lazy: () => import('./routes/forms/shared.route') },
              { path: 'forms/kobotoolbox', lazy: () => import('./routes/forms/kobotoolbox.route') },
              { path: 'forms/:id', lazy: () => import('./routes/forms/form.route') },
              { path: 'forms/:id/responses', lazy: () => import('./routes/forms/responses.route') },
              { path: 'forms/:id/reports', lazy: () => import('./routes/forms/reports.route') },
              {
                path: 'forms/:id/reports/templates/:templateId',
                lazy: () => import('./routes/forms/report-template.route'),
              },
              {
                path: 'settings',
                Component: SettingsLayout,
                children: [
                  { index: true, element: <Navigate to="/settings/account" replace /> },
                  { path: 'account', lazy: () => import('./routes/settings/account.route') },
                  { path: 'change-password', lazy: () => import('./routes/settings/change-password.route') },
                  { path: 'interests', lazy: () => import('./routes/settings/interests.route') },
                  { path: 'profile', lazy: () => import('./routes/settings/profile.route') },
                  { path: 'privacy', lazy: () => import('./routes/settings/privacy.route') },
                  { path: 'resources', lazy: () => import('./routes/settings/resources.route') },
                  { path: 'about', lazy: () => import('./routes/settings/about.route') },
                  { path: 'faq', lazy: () => import('./routes/settings/faq.route') },
                  { path: 'subscription', lazy: () => import('./routes/settings/subscription.route') },
                  { path: 'delete-account', lazy: () => import('./routes/settings/delete-account.route') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/errors/not-found.route') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
