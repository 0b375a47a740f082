// One upload through the generated uploadMedia call with axios' progress reported as 0–100.
// Shared by the invoice (wallet) and the business documents (documents page).
import { uploadMedia } from '../api/generated/endpoints/media/media';
import type { UploadMediaBodyPurpose } from '../api/generated/model/uploadMediaBodyPurpose';

export async function uploadWithProgress(
  file: File,
  purpose: UploadMediaBodyPurpose,
  onProgress: (percent: number) => void,
): Promise<string> {
  onProgress(0);
  const { fileId } = await uploadMedia(
    { file, purpose },
    { onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0) },
  );
  onProgress(100);
  return fileId;
}
