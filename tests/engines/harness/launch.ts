import { launchFirefox } from "./firefox";
import { ENGINES, Person } from "./tab";
import type { EngineName } from "./tab";
import { launchWebKit } from "./webkit";

/** The engine this run tests: ENGINE=firefox or ENGINE=webkit (tests/engines/run.mjs runs each). */
export function currentEngine(): EngineName {
  const name = process.env.ENGINE;
  const engine = ENGINES.find((e) => e === name);
  if (!engine) throw new Error(`Set ENGINE to one of ${ENGINES.join(", ")} (npm run test:engines does)`);
  return engine;
}

/** A new browser session of this run's engine (its own storage), as one person holding one phone. */
export async function newPerson(): Promise<Person> {
  const engine = currentEngine();
  switch (engine) {
    case "firefox":
      return new Person(await launchFirefox());
    case "webkit":
      return new Person(await launchWebKit());
  }
}
