import { redirect } from 'react-router';

/** The spec's old home path; the home page now lives at "/". */
export function loader() {
  return redirect('/', 301);
}
