/** What the chat feature shares: the attachment upload (a panel's asset may be an uploaded file). */
export { AttachmentChip } from './AttachmentPicker';
export { useAttachment, type Attachment } from './useAttachment';
