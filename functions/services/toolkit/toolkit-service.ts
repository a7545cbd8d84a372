import type {
  CognitiveBiasContent,
  CognitiveBiasView,
  MentalModelView,
  Page,
  ToolkitCategories,
} from '../../../shared/schemas/toolkit';
import { NotFoundError } from '../../platform/errors';
import {
  getCognitiveBias,
  getMentalModel,
  listCognitiveBiases,
  listMentalModels,
  type StoredMentalModel,
} from '../../repositories/content-repository';
import type { UserRecord } from '../../repositories/user-repository';
import { masteryPercent, progressOf, type ProgressState } from '../progress/progress-state';
import { accessTo, teaser } from './access';

export interface ListFilter {
  query?: string;
  category?: string;
  page: number;
  size: number;
}

type Mastery = ProgressState['mastery'];

const masteryOf = (user: UserRecord): Mastery =>
  progressOf(user as unknown as Partial<ProgressState>, new Date()).mastery;

function matches(item: { name: string; description: string; category: string }, filter: ListFilter): boolean {
  const category = filter.category && filter.category !== 'All Categories' ? filter.category : undefined;
  if (category && item.category !== category) return false;
  const query = filter.query?.toLowerCase();
  if (!query) return true;
  return [item.name, item.description, item.category].some((text) => text.toLowerCase().includes(query));
}

function paged<T>(items: T[], filter: ListFilter): Page<T> {
  const start = filter.page * filter.size;
  return {
    content: items.slice(start, start + filter.size),
    page: filter.page,
    size: filter.size,
    totalElements: items.length,
    totalPages: Math.max(1, Math.ceil(items.length / filter.size)),
  };
}

function modelView(model: StoredMentalModel, user: UserRecord, mastery: Mastery): MentalModelView {
  const access = accessTo(model, user);
  const { example, howToApply, description, ...card } = model;
  return {
    ...card,
    ...access,
    ...(access.premiumLocked ? { description: teaser(description) } : { description, example, howToApply }),
    mastery: masteryPercent(mastery, model.skillId) ?? 0,
    scenarioCount: model.scenarioCount ?? 0,
  };
}

function biasView(bias: CognitiveBiasContent, user: UserRecord, mastery: Mastery): CognitiveBiasView {
  const access = accessTo(bias, user);
  const { example, antidote, description, ...card } = bias;
  return {
    ...card,
    ...access,
    ...(access.premiumLocked ? { description: teaser(description) } : { description, example, antidote }),
    resistance: masteryPercent(mastery, bias.skillId) ?? 0,
  };
}

const byLevelThenName = (
  a: { requiredLevel: number; name: string },
  b: { requiredLevel: number; name: string },
) => a.requiredLevel - b.requiredLevel || a.name.localeCompare(b.name);

/** Search runs over what the learner is sent, so a locked item's hidden text cannot be probed. */
export async function mentalModelsFor(user: UserRecord, filter: ListFilter): Promise<Page<MentalModelView>> {
  const mastery = masteryOf(user);
  const models = (await listMentalModels())
    .map((m) => modelView(m, user, mastery))
    .filter((m) => matches(m, filter))
    .sort(byLevelThenName);
  return paged(models, filter);
}

export async function cognitiveBiasesFor(
  user: UserRecord,
  filter: ListFilter,
): Promise<Page<CognitiveBiasView>> {
  const mastery = masteryOf(user);
  const biases = (await listCognitiveBiases())
    .map((b) => biasView(b, user, mastery))
    .filter((b) => matches(b, filter))
    .sort(byLevelThenName);
  return paged(biases, filter);
}

export async function mentalModelFor(user: UserRecord, id: string): Promise<MentalModelView> {
  const model = await getMentalModel(id);
  if (!model) throw new NotFoundError('Mental model not found.');
  return modelView(model, user, masteryOf(user));
}

export async function cognitiveBiasFor(user: UserRecord, id: string): Promise<CognitiveBiasView> {
  const bias = await getCognitiveBias(id);
  if (!bias) throw new NotFoundError('Cognitive bias not found.');
  return biasView(bias, user, masteryOf(user));
}

export async function toolkitCategories(): Promise<ToolkitCategories> {
  const [models, biases] = await Promise.all([listMentalModels(), listCognitiveBiases()]);
  const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    mentalModelCategories: unique(models.map((m) => m.category)),
    cognitiveBiasCategories: unique(biases.map((b) => b.category)),
  };
}
