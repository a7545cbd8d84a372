import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { REALTIME_ACCESS } from '../../functions/access';
import { WEBSOCKET_ROUTES } from '../../functions/routes';
import { WEBSOCKET_PATH } from '../../shared/constants';
import { AppFunction, type ConnectionPusher, type RuntimeEnvironment } from '../constructs/app-function';

export interface RealtimeStackProps extends StackProps {
  appName: string;
  table: ITable;
  environment: RuntimeEnvironment;
  /** Stage throttling: steady messages a second and burst. */
  rateLimit: number;
  burstLimit: number;
}

/**
 * Scenario replies reach the browser over this WebSocket API. The stage is named after the
 * browser-facing path (/ws), so CloudFront forwards the path unchanged and the page talks
 * to one origin only.
 */
export class RealtimeStack extends Stack implements ConnectionPusher {
  static readonly STAGE_NAME = WEBSOCKET_PATH.replace(/^\//, '');

  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly handler: AppFunction;
  /** https://<id>.execute-api.<region>.amazonaws.com/ws: where postToConnection goes. */
  readonly managementEndpoint: string;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);

    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      apiName: `${props.appName}-realtime`,
      description: 'Pushes AI tutor replies and live updates to learners',
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: RealtimeStack.STAGE_NAME,
      autoDeploy: true,
      // Messages a second across all sockets; a learner sends a handful a minute.
      throttle: { rateLimit: props.rateLimit, burstLimit: props.burstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            connectionId: '$context.connectionId',
            routeKey: '$context.routeKey',
            eventType: '$context.eventType',
            status: '$context.status',
            integrationError: '$context.integrationErrorMessage',
            requestTime: '$context.requestTime',
            ip: '$context.identity.sourceIp',
          }),
        ),
      },
    });
    this.managementEndpoint = this.stage.callbackUrl;

    this.handler = new AppFunction(this, 'RealtimeHandler', {
      entry: 'functions/handlers/realtime.ts',
      description: 'WebSocket $connect, $disconnect and $default',
      environment: props.environment,
      table: props.table,
      pusher: this,
      access: REALTIME_ACCESS,
    });

    const integration = new WebSocketLambdaIntegration('RealtimeIntegration', this.handler.fn);
    for (const routeKey of WEBSOCKET_ROUTES) {
      this.webSocketApi.addRoute(routeKey, { integration });
    }

    new CfnOutput(this, 'WebSocketApiId', { value: this.webSocketApi.apiId });
    new CfnOutput(this, 'WebSocketUrl', { value: this.stage.url });
    new CfnOutput(this, 'ManagementEndpoint', { value: this.managementEndpoint });
  }

  /**
   * execute-api:ManageConnections on this API, for any function that pushes to learners: on
   * this stage only, and only the two calls the code makes (POST sends, DELETE closes), where
   * the API's own grant allows every stage and method.
   */
  grantManageConnections(grantee: IGrantable): void {
    Grant.addToPrincipal({
      grantee,
      actions: ['execute-api:ManageConnections'],
      resourceArns: this.connectionArns,
    });
  }

  /** The ARNs of sending to and closing connections of this stage; connection ids come at run time. */
  get connectionArns(): string[] {
    const api = this.formatArn({ service: 'execute-api', resource: this.webSocketApi.apiId });
    return ['POST', 'DELETE'].map((method) => `${api}/${RealtimeStack.STAGE_NAME}/${method}/@connections/*`);
  }

  /** Host name CloudFront uses as the origin of the /ws behaviour. */
  get originDomainName(): string {
    return `${this.webSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }
}
