// The BDD globals that @web/test-runner's mocha puts on the test page.
type MochaTest = (this: unknown) => void | Promise<void>;

declare function describe(title: string, body: () => void): void;
declare function it(title: string, test: MochaTest): void;
declare function before(hook: MochaTest): void;
declare function beforeEach(hook: MochaTest): void;
declare function afterEach(hook: MochaTest): void;
declare function after(hook: MochaTest): void;
