import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { scanRawItems } from '../repositories/export-repository';
import { tableName } from '../repositories/dynamo-client';

/**
 * `npm run export`: the table written in the layout of a DynamoDB full export to S3
 * (DYNAMODB_JSON), so the analysts' queries run on a laptop exactly as on Athena:
 *
 *   <outDir>/AWSDynamoDB/<exportId>/manifest-summary.json
 *   <outDir>/AWSDynamoDB/<exportId>/manifest-files.json
 *   <outDir>/AWSDynamoDB/<exportId>/data/<name>.json.gz   one {"Item": {...}} per line
 */
export interface ExportSummary {
  exportId: string;
  /** The export's own directory (AWSDynamoDB/<exportId>). */
  directory: string;
  itemCount: number;
  files: number;
}

const ITEMS_PER_FILE = 5000;

export async function exportTable(outDir: string, now = new Date()): Promise<ExportSummary> {
  // Like DynamoDB's ids, a millisecond timestamp first, so ids sort by time.
  const exportId = `${String(now.getTime()).padStart(14, '0')}-${randomBytes(4).toString('hex')}`;
  const directory = path.join(outDir, 'AWSDynamoDB', exportId);
  const dataDir = path.join(directory, 'data');
  mkdirSync(dataDir, { recursive: true });

  const manifestFiles: string[] = [];
  let lines: string[] = [];
  let itemCount = 0;
  const flush = () => {
    if (lines.length === 0) return;
    const name = `${randomBytes(12).toString('hex')}.json.gz`;
    const body = gzipSync(`${lines.join('\n')}\n`);
    writeFileSync(path.join(dataDir, name), body);
    manifestFiles.push(
      JSON.stringify({
        itemCount: lines.length,
        md5Checksum: createHash('md5').update(body).digest('base64'),
        dataFileS3Key: `AWSDynamoDB/${exportId}/data/${name}`,
      }),
    );
    lines = [];
  };
  for await (const page of scanRawItems()) {
    for (const item of page) {
      lines.push(JSON.stringify({ Item: item }));
      itemCount += 1;
      if (lines.length >= ITEMS_PER_FILE) flush();
    }
  }
  flush();

  writeFileSync(path.join(directory, 'manifest-files.json'), manifestFiles.map((l) => `${l}\n`).join(''));
  const finished = new Date();
  writeFileSync(
    path.join(directory, 'manifest-summary.json'),
    JSON.stringify(
      {
        version: '2020-06-30',
        exportArn: `local:${tableName()}/export/${exportId}`,
        startTime: now.toISOString(),
        endTime: finished.toISOString(),
        tableArn: `local:${tableName()}`,
        exportTime: now.toISOString(),
        manifestFilesS3Key: `AWSDynamoDB/${exportId}/manifest-files.json`,
        itemCount,
        outputFormat: 'DYNAMODB_JSON',
        exportType: 'FULL_EXPORT',
      },
      null,
      2,
    ),
  );
  return { exportId, directory, itemCount, files: manifestFiles.length };
}
