import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from './not-found';
import { PageFallback } from './page-fallback';
import { PageErrorBoundary } from './page-error-boundary';
import { AdminPage, CustomerPage, DriverPage } from './routes';

export function AppRouter() {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path="/" component={CustomerPage} />
          <Route path="/driver" component={DriverPage} />
          <Route path="/admin" component={AdminPage} />
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}
