/** /provider/settings/reference3 — placeholder, built by issue 6. */
export default function Page() {
  return null;
}
