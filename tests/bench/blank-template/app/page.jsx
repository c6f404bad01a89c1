export default function Page() {
  return (
    <main>
      <h1>Blank</h1>
      <p>A blank Next.js page: the baseline for first-load JavaScript.</p>
    </main>
  );
}
