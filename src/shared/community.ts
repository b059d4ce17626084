/** The places the Lexical community meets, shared by the community page and its tests. */
interface CommunityChannel {
  name: string;
  href: string;
  /** What the channel is good for, in one sentence. */
  purpose: string;
  /** The link text, e.g. "Join the Discord server". */
  action: string;
}

export const communityChannels: readonly CommunityChannel[] = [
  {
    name: 'Discord',
    href: 'https://discord.gg/KmG4wQnnD9',
    purpose: 'Live chat with people building with Lexical and with its maintainers: quick questions, show-and-tell, plugin ideas.',
    action: 'Join the Discord server',
  },
  {
    name: 'Stack Overflow',
    href: 'https://stackoverflow.com/questions/tagged/lexicaljs',
    purpose: 'Questions with a clear answer, searchable by the next person who has them. Tag yours lexicaljs.',
    action: 'Browse the lexicaljs tag',
  },
  {
    name: 'X',
    href: 'https://x.com/lexicaljs',
    purpose: 'Release announcements and things people have built, in short form.',
    action: 'Follow @lexicaljs',
  },
  {
    name: 'GitHub',
    href: 'https://github.com/facebook/lexical',
    purpose: 'The source code, bug reports, feature requests, discussions and pull requests.',
    action: 'Open the repository',
  },
];
