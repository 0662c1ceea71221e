export default function PrivilegesPage() {
  return <h1>PrivilegesPage</h1>;
}
