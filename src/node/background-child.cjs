/**
 * The child process of runInBackground() (./background.ts). Its arguments: a module's path,
 * the export to call and that export's one argument as JSON. It exits 0 when the call
 * settles, 1 (after printing the error) when it throws or rejects.
 */
require('./typescript-hook.cjs');

const [modulePath, call, argument] = process.argv.slice(2);

Promise.resolve()
  .then(() => require(modulePath)[call](JSON.parse(argument)))
  .then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
