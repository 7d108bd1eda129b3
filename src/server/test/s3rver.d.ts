/** The part of @20minutes/s3rver (no types of its own) that the tests use. */
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      directory: string;
      silent?: boolean;
      /** Host names <bucket>.s3.<serviceEndpoint> reach <bucket> (virtual-host requests). */
      serviceEndpoint?: string;
      allowMismatchedSignatures?: boolean;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
