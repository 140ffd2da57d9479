import type * as S3Sdk from '@aws-sdk/client-s3';
import type { ReportFiles } from '../../domain/kernel';
import { isDeliveryId } from './delivery-id';

export interface S3ReportFilesOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, …) instead of AWS; addressed path-style, as they all accept. */
  endpoint?: string;
  /** Tests give their own; otherwise the SDK's standard chain (AWS_ACCESS_KEY_ID…, a profile, a role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Every report under one prefix, so the bucket can hold other things beside them. */
export const s3ReportKey = (deliveryId: string): string => `reports/${deliveryId.toLowerCase()}.pdf`;

const isMissing = (error: unknown): boolean => {
  const { name, $metadata } = (error ?? {}) as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * Report files as objects in an S3 bucket: every process that can reach the bucket reads what any
 * of them saved. A PUT replaces an object whole, so a reader never sees half a report.
 */
export const s3ReportFiles = ({ bucket, region, endpoint, credentials }: S3ReportFilesOptions): ReportFiles => {
  // The SDK is large: it loads with the first report read or saved, not with every server (ADR 018).
  let loading: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const s3 = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region,
        ...(credentials ? { credentials } : {}),
        ...(endpoint === undefined
          ? {}
          : // Compatible servers often lack AWS's newer default checksums; send them only where required.
            { endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
      }),
    })));
  return {
    save: async (deliveryId, bytes) => {
      if (!isDeliveryId(deliveryId)) throw new RangeError(`Not a delivery id: ${deliveryId}`);
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: s3ReportKey(deliveryId), Body: bytes, ContentType: 'application/pdf' }));
    },
    read: async (deliveryId) => {
      if (!isDeliveryId(deliveryId)) return null;
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: s3ReportKey(deliveryId) }));
        return object.Body === undefined ? null : new Uint8Array(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (deliveryId) => {
      // S3 answers a delete of a missing key with success too.
      if (!isDeliveryId(deliveryId)) return;
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: s3ReportKey(deliveryId) }));
    },
  };
};
