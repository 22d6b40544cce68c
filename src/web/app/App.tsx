import { QueryClientProvider } from '@tanstack/react-query';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { queryClient } from '@/lib/query-client';
import { AppRouter } from './AppRouter';
import { Layout } from './Layout';

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
