/**
 * The AWS SDK's parts the S3 driver uses, loaded when an S3 driver is made rather than when the app starts: a
 * process on the local driver, and every API test, never pays their load time (about a third of a second).
 */
export async function loadS3Sdk() {
  const [client, presigner, http] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
    import('@smithy/node-http-handler'),
  ]);
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = client;
  return { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, getSignedUrl: presigner.getSignedUrl, NodeHttpHandler: http.NodeHttpHandler };
}

export type S3Sdk = Awaited<ReturnType<typeof loadS3Sdk>>;
