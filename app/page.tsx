export default function Home() {
  return <h1>Stratum Precon</h1>;
}
