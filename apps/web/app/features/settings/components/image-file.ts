import { MAX_FILE_BYTES, type TErrorCode } from '@brifa/contracts';

/** The picker's filter; the server decides by the file's content, this only spares a pointless upload. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

const IMAGE_NAME = /\.(jpe?g|png)$/i;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** What the browser can tell before uploading: the size and the declared type (spec: jpg, jpeg, png, 10 MB). */
export function imageFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): TErrorCode | null {
  if (!IMAGE_NAME.test(file.name) || (file.type !== '' && !IMAGE_TYPES.includes(file.type))) {
    return 'FILE_TYPE_INVALID';
  }
  if (file.size > MAX_FILE_BYTES) return 'FILE_TOO_BIG';
  return null;
}
