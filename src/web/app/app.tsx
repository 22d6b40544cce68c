import { QueryClientProvider } from '@tanstack/react-query';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { queryClient } from '@/lib/query-client';
import { AppRouter } from './app-router';
import { Layout } from './layout';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Layout>
        <AppRouter />
      </Layout>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
