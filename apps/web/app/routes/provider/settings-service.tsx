/** /provider/settings/services/new and /services/:id — placeholder, built by issue 6. */
export default function Page() {
  return null;
}
