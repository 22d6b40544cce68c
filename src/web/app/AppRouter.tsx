import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from './NotFound';
import { PageFallback } from './PageFallback';
import { PageErrorBoundary } from './PageErrorBoundary';
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
