import { ErrorView } from '../components/error-view.tsx';
import type { Route } from './+types/error-page';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = Number(url.searchParams.get('status'));
  return { status: Number.isInteger(status) && status >= 400 && status < 600 ? status : 500 };
}

/** The error page a screen can send a visitor to (spec section 8); default status 500. */
export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  return <ErrorView status={loaderData.status} />;
}
