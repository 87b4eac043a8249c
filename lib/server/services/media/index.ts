import 'server-only';

// The media library's operations, one per file; importers keep '@/lib/server/services/media'.
export { isAudioMime, type MediaActor, type MediaRequestContext, type MediaServiceOptions } from './shared';
export { listMedia } from './list-media';
export { getMedia } from './get-media';
export { uploadMedia, type UploadedFile } from './upload-media';
export { uploadAudio, type UploadedAudioFile } from './upload-audio';
export { updateMedia } from './update-media';
export { shareImageSource } from './share-image-source';
export { findMediaUsage, mediaInUseMessage } from './media-usage';
export { deleteMedia } from './delete-media';
