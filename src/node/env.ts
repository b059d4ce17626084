/** Facts about the running Gatsby command, for build-time code. */
export function isDevelop(): boolean {
  return process.env.gatsby_executing_command === 'develop';
}
