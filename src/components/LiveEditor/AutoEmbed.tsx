/**
 * Pasted video links offered as embeds, for the embeds guide (react/embeds-and-link-previews):
 * AutoLinkPlugin turns a pasted address into a link, LexicalAutoEmbedPlugin offers to replace
 * a YouTube or Vimeo link with a video block. The block is the guide's VideoEmbedNode (same
 * type and JSON), drawn as a card instead of a player: the site's Content Security Policy
 * allows no frames from other hosts, and the examples request nothing from them.
 */
import { AutoEmbedOption, type EmbedConfig, LexicalAutoEmbedPlugin, URL_MATCHER } from '@lexical/react/LexicalAutoEmbedPlugin';
import { AutoLinkPlugin, createLinkMatcherWithRegExp } from '@lexical/react/LexicalAutoLinkPlugin';
import { DecoratorBlockNode, type SerializedDecoratorBlockNode } from '@lexical/react/LexicalDecoratorBlockNode';
import { $insertNodeToNearestRoot } from '@lexical/utils';
import type { ElementFormatType, NodeKey, Spread } from 'lexical';
import React from 'react';
import { createPortal } from 'react-dom';
import * as styles from './styles.module.css';

type Provider = 'youtube' | 'vimeo';
interface Video {
  provider: Provider;
  id: string;
}

const LABELS: Record<Provider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };
const ID_PATTERNS: Record<Provider, RegExp> = { youtube: /^[A-Za-z0-9_-]{11}$/, vimeo: /^[0-9]{6,12}$/ };
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function isVideo(video: { provider: string; id: string }): video is Video {
  return (video.provider === 'youtube' || video.provider === 'vimeo') && ID_PATTERNS[video.provider].test(video.id);
}

/** The video an address points to, by its parsed host and the id's shape; null for anything else. */
export function parseVideoUrl(text: string): Video | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.port !== '') return null;
  const [first = '', second = ''] = url.pathname.split('/').slice(1);
  let video: Video | null = null;
  if (url.hostname === 'youtu.be') video = { provider: 'youtube', id: first };
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id = first === 'watch' ? url.searchParams.get('v') : first === 'embed' || first === 'shorts' ? second : null;
    video = id === null ? null : { provider: 'youtube', id };
  } else if (VIMEO_HOSTS.has(url.hostname)) video = { provider: 'vimeo', id: first === 'video' ? second : first };
  return video !== null && isVideo(video) ? video : null;
}

type SerializedVideoEmbedNode = Spread<{ provider: string; videoId: string }, SerializedDecoratorBlockNode>;

function VideoCard({ provider, id }: { provider: string; id: string }) {
  const video = { provider, id };
  if (!isVideo(video)) return <div className={styles.embedCard}>This video cannot be shown.</div>;
  return (
    <div className={styles.embedCard} role="figure" aria-label={`${LABELS[video.provider]} video ${video.id}`}>
      <strong>
        ▶ {LABELS[video.provider]} video <code>{video.id}</code>
      </strong>
      <span>Your app would show the player here; this site allows no frames from other hosts.</span>
    </div>
  );
}

export class VideoEmbedNode extends DecoratorBlockNode {
  __provider: string;
  __videoId: string;

  static getType(): string {
    return 'video-embed';
  }

  static clone(node: VideoEmbedNode): VideoEmbedNode {
    return new VideoEmbedNode(node.__provider, node.__videoId, node.__format, node.__key);
  }

  static importJSON(json: SerializedVideoEmbedNode): VideoEmbedNode {
    return new VideoEmbedNode(String(json.provider), String(json.videoId)).updateFromJSON(json);
  }

  constructor(provider: string, videoId: string, format?: ElementFormatType, key?: NodeKey) {
    super(format, key);
    this.__provider = provider;
    this.__videoId = videoId;
  }

  exportJSON(): SerializedVideoEmbedNode {
    return { ...super.exportJSON(), provider: this.__provider, videoId: this.__videoId };
  }

  decorate(): React.JSX.Element {
    return <VideoCard provider={this.__provider} id={this.__videoId} />;
  }
}

function videoConfig(provider: Provider): EmbedConfig & { action: string } {
  return {
    type: provider,
    action: `Embed ${LABELS[provider]} video`,
    parseUrl(url) {
      const video = parseVideoUrl(url);
      return video?.provider === provider ? { url, id: video.id } : null;
    },
    // Called inside the plugin's update, with what parseUrl found.
    insertNode(_editor, result) {
      $insertNodeToNearestRoot(new VideoEmbedNode(provider, result.id));
    },
  };
}

const CONFIGS = [videoConfig('youtube'), videoConfig('vimeo')];
const MATCHERS = [createLinkMatcherWithRegExp(URL_MATCHER, (text) => (text.startsWith('http') ? text : `https://${text}`))];
const ignore = () => {};

export default function AutoEmbed() {
  return (
    <>
      <AutoLinkPlugin matchers={MATCHERS} />
      <LexicalAutoEmbedPlugin<(typeof CONFIGS)[number]>
        embedConfigs={CONFIGS}
        onOpenEmbedModalForConfig={ignore}
        getMenuOptions={(config, embed, dismiss) => [
          new AutoEmbedOption(config.action, { onSelect: embed }),
          new AutoEmbedOption('Keep as link', { onSelect: dismiss }),
        ]}
        menuRenderFn={(anchor, { options, selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
          anchor.current &&
          createPortal(
            // The container is already the listbox (role, label, id); these are its options.
            <div className={styles.embedMenu}>
              {options.map((option, index) => (
                <div
                  key={option.key}
                  id={`typeahead-item-${index}`}
                  ref={option.setRefElement}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selectedIndex === index}
                  className={styles.embedOption}
                  onMouseEnter={() => setHighlightedIndex(index)}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    selectOptionAndCleanUp(option);
                  }}
                >
                  {option.title}
                </div>
              ))}
            </div>,
            anchor.current,
          )
        }
      />
    </>
  );
}
