/** What the chat feature shares: an answer's sources, and the attachment upload (the panels reuse both). */
export { AttachmentChip } from './AttachmentPicker';
export { Citations } from './Citations';
export { useAttachment, type Attachment } from './useAttachment';
