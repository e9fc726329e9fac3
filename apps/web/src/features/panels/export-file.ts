import { panelMarkdown, type Panel } from '@persona/shared';

/** A title as a file name: characters no file system takes (and control characters) go, spaces are kept. */
export function markdownFileName(title: string): string {
  // eslint-disable-next-line no-control-regex
  const name = title.replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ').replace(/\s+/g, ' ').replace(/^[\s.]+|[\s.]+$/g, '');
  return `${name || 'panel'}.md`;
}

/** Downloads the panel as `<title>.md` (panelMarkdown of @persona/shared). */
export function downloadPanelMarkdown(panel: Panel): void {
  const url = URL.createObjectURL(new Blob([panelMarkdown(panel)], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = markdownFileName(panel.title);
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
