export default function Page() { return <h1>jobs</h1>; }
