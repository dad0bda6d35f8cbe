import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { ErrorView } from '../components/error-view.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { BriefFlowHost } from '../features/brief-flow/components/brief-flow-host.tsx';
import type { Route } from './+types/default-layout';

/** The visitors' layout: public header, page, footer. */
export default function DefaultLayout() {
  return (
    <>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} mih="60vh">
        <Outlet />
      </Box>
      <SiteFooter />
      {/* The question flow pop-up, open while the URL has ?brief (home call to action, categories, agencies). */}
      <BriefFlowHost />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} mih="60vh">
        <ErrorView error={error} />
      </Box>
      <SiteFooter />
    </>
  );
}
