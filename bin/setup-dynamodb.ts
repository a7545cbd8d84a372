/** `npm run setup:dynamodb`: fetches DynamoDB Local into .tools/ (npm start and tests do it on demand too). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDynamoDbLocalJar } from '../functions/local/dynamodb-local';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
console.log(`DynamoDB Local is in ${path.relative(root, ensureDynamoDbLocalJar(root))}`);
