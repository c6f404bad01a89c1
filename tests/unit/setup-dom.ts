import { configure } from "@testing-library/react";

// `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: a component whose part loads with
// import() can take longer than a second while both cores run test files (one worker per core).
configure({ asyncUtilTimeout: 5000 });
