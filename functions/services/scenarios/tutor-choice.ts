import { getConfig } from '../../platform/config';
import { BedrockTutor } from '../../tutor/bedrock-tutor';
import type { Tutor } from '../../tutor/contract';
import { exemplarMemory } from '../../tutor/exemplars';
import { RubricTutor } from '../../tutor/rubric-tutor';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { traced } from '../../platform/tracing';

let chosen: Tutor | undefined;

/**
 * The Bedrock tutor when a model is configured (it falls back to the rubric tutor), else the
 * rubric tutor; either way the rubric tutor weighs each reply against the scenario's exemplars.
 */
export function tutor(): Tutor {
  if (!chosen) {
    const rubric = new RubricTutor({ memory: (id) => exemplarMemory(id) });
    const modelId = getConfig().BEDROCK_MODEL_ID;
    chosen = modelId
      ? new BedrockTutor({ modelId, fallback: rubric, client: traced(new BedrockRuntimeClient({})) })
      : rubric;
  }
  return chosen;
}
