import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/origin';
import { ROOT_API_PREFIXES } from '../../functions/routes';
import { API_BASE_PATH, WEBSOCKET_PATH } from '../../shared/constants';
import type { InfraConfig } from '../config';
import { SpaEdge } from '../constructs/spa-edge';

/** Warning id: there is no web build to upload. */
export const WEB_DIST_MISSING = 'clarity:web-dist-missing';

export interface WebStackProps extends StackProps {
  config: InfraConfig;
  /** Host name of the HTTP API (<id>.execute-api.<region>.amazonaws.com). */
  apiOriginDomain: string;
  /** Host name of the WebSocket API; its stage is named like the /ws path. */
  webSocketOriginDomain: string;
  /** Sent to the HTTP API on every forwarded request, so the API knows CloudFront sent it. */
  originVerifySecret: string;
  /** The Vite build output to upload; the deployment is skipped when it does not exist. */
  webDistDir: string;
}

/**
 * Paths CloudFront sends to the HTTP API: the REST API and the root-level navigations of the
 * route table (the server side of Google sign-in). /oauth2/redirect stays with the web app.
 */
export const API_PATH_PATTERNS = [`${API_BASE_PATH}/*`, ...ROOT_API_PREFIXES.map((prefix) => `${prefix}*`)];

/**
 * The site: a private bucket behind CloudFront, which also fronts the HTTP API and the
 * WebSocket API, so the app, its API and its socket share one origin (no CORS, one
 * certificate, one CSP 'self').
 */
export class WebStack extends Stack {
  readonly bucket: Bucket;
  /** CloudFront's standard logs and the site bucket's server access logs. */
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;
  readonly siteUrl: string;
  /** The uploads of web/dist, when it exists. */
  readonly deployments: BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    // CloudFront's standard logs are delivered with an object ACL, so this bucket keeps ACLs
    // (owner preferred); nothing in it is public. Logs outlive the stack, for a year.
    this.logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ id: 'logs-expire', expiration: Duration.days(365) }],
    });

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // Everything in it is rebuilt from the repository by every deploy.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    const edge = new SpaEdge(this, 'Edge');

    const passThrough = (origin: HttpOrigin): BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // API Gateway routes on its own Host header, so every viewer header but Host goes through.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: edge.headers,
      compress: true,
    });
    const apiOrigin = new HttpOrigin(props.apiOriginDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret },
    });
    const socketOrigin = new HttpOrigin(props.webSocketOriginDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    });

    const additionalBehaviors: Record<string, BehaviorOptions> = Object.fromEntries(
      API_PATH_PATTERNS.map((pattern) => [pattern, passThrough(apiOrigin)]),
    );
    // A WebSocket upgrade carries no response body worth decorating or compressing.
    additionalBehaviors[WEBSOCKET_PATH] = {
      ...passThrough(socketOrigin),
      responseHeadersPolicy: undefined,
      compress: false,
    };

    const customDomain =
      config.domainName && config.certificateArn
        ? {
            domainNames: [config.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    const webAcl = this.rateLimits(config);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${config.appName} web app, API and WebSocket`,
      ...(webAcl ? { webAclId: webAcl.attrArn } : {}),
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      httpVersion: HttpVersion.HTTP2_AND_3,
      ...customDomain,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: edge.headers,
        functionAssociations: [{ function: edge.rewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors,
    });

    this.siteUrl = config.domainName
      ? `https://${config.domainName}`
      : `https://${this.distribution.distributionDomainName}`;
    this.deploySite(props.webDistDir);

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.bucket.bucketName });
  }

  /**
   * Vite puts content-hashed files under assets/, which may be cached for a year; everything
   * else (index.html, favicon) must be revalidated so a deploy shows up at once. The hashed
   * files are never pruned, so a tab still running the previous build can load its chunks.
   */
  private deploySite(distDir: string): void {
    if (!existsSync(path.join(distDir, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        WEB_DIST_MISSING,
        'web/dist missing: run npm run build:web before deploy',
      );
      return;
    }
    const assetsDir = path.join(distDir, 'assets');
    const hashedAssets = existsSync(assetsDir)
      ? new BucketDeployment(this, 'DeployHashedAssets', {
          sources: [Source.asset(assetsDir)],
          destinationBucket: this.bucket,
          destinationKeyPrefix: 'assets/',
          prune: false,
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          memoryLimit: 512,
        })
      : undefined;
    const site = new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(distDir, { exclude: ['assets/**'] })],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // index.html must never point at chunks that are not uploaded yet.
    if (hashedAssets) site.node.addDependency(hashedAssets);
    this.deployments.push(site, ...(hashedAssets ? [hashedAssets] : []));
  }

  /**
   * A WAF web ACL with per-address rate-based rules: one across the whole site, a tighter one
   * on the sign-in and sign-up calls. CloudFront takes web ACLs from us-east-1 only, so in any
   * other region the stack says so instead of creating one.
   */
  private rateLimits(config: InfraConfig): CfnWebACL | undefined {
    if (this.region !== 'us-east-1') {
      Annotations.of(this).addWarningV2(
        'clarity:waf-region',
        'No WAF rate limits: CloudFront web ACLs live in us-east-1; deploy the web stack there to get them.',
      );
      return undefined;
    }
    const rule = (name: string, priority: number, limit: number, path?: string): CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit,
          aggregateKeyType: 'IP',
          ...(path
            ? {
                scopeDownStatement: {
                  byteMatchStatement: {
                    fieldToMatch: { uriPath: {} },
                    positionalConstraint: 'STARTS_WITH',
                    searchString: path,
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
              }
            : {}),
        },
      },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
    });
    return new CfnWebACL(this, 'RateLimits', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: `${config.appName}: per-address request limits`,
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: `${config.appName}-web-acl`,
        sampledRequestsEnabled: true,
      },
      rules: [
        rule('auth-calls-per-address', 0, config.wafAuthRequestsPerFiveMinutes, `${API_BASE_PATH}/auth/`),
        rule('requests-per-address', 1, config.wafRequestsPerFiveMinutes),
      ],
    });
  }
}
