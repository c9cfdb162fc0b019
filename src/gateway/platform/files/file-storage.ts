/** Where uploaded bytes live, behind an interface so S3-compatible storage can replace the disk. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
