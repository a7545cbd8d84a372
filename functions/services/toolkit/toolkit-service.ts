import type {
  CognitiveBiasView,
  MentalModelView,
  Page,
  ToolkitCategories,
} from '../../../shared/schemas/toolkit';
import { scenariosForSkill } from '../../content/scenarios';
import { NotFoundError } from '../../platform/errors';
import {
  getCognitiveBias,
  getMentalModel,
  listCognitiveBiases,
  listMentalModels,
} from '../../repositories/content-repository';
import type { UserRecord } from '../../repositories/user-repository';
import { masteryPercent, progressOf, type ProgressState } from '../progress/progress-state';
import { accessTo } from './access';

export interface ListFilter {
  query?: string;
  category?: string;
  page: number;
  size: number;
}

const masteryOf = (user: UserRecord) =>
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

export async function mentalModelsFor(user: UserRecord, filter: ListFilter): Promise<Page<MentalModelView>> {
  const mastery = masteryOf(user);
  const models = (await listMentalModels())
    .filter((m) => matches(m, filter))
    .sort((a, b) => a.requiredLevel - b.requiredLevel || a.name.localeCompare(b.name))
    .map((m) => ({
      ...m,
      ...accessTo(m, user),
      mastery: masteryPercent(mastery, m.skillId) ?? 0,
      scenarioCount: scenariosForSkill(m.skillId).length,
    }));
  return paged(models, filter);
}

export async function cognitiveBiasesFor(
  user: UserRecord,
  filter: ListFilter,
): Promise<Page<CognitiveBiasView>> {
  const mastery = masteryOf(user);
  const biases = (await listCognitiveBiases())
    .filter((b) => matches(b, filter))
    .sort((a, b) => a.requiredLevel - b.requiredLevel || a.name.localeCompare(b.name))
    .map((b) => ({ ...b, ...accessTo(b, user), resistance: masteryPercent(mastery, b.skillId) ?? 0 }));
  return paged(biases, filter);
}

export async function mentalModelFor(user: UserRecord, id: string): Promise<MentalModelView> {
  const model = await getMentalModel(id);
  if (!model) throw new NotFoundError('Mental model not found.');
  return {
    ...model,
    ...accessTo(model, user),
    mastery: masteryPercent(masteryOf(user), model.skillId) ?? 0,
    scenarioCount: scenariosForSkill(model.skillId).length,
  };
}

export async function cognitiveBiasFor(user: UserRecord, id: string): Promise<CognitiveBiasView> {
  const bias = await getCognitiveBias(id);
  if (!bias) throw new NotFoundError('Cognitive bias not found.');
  return { ...bias, ...accessTo(bias, user), resistance: masteryPercent(masteryOf(user), bias.skillId) ?? 0 };
}

export async function toolkitCategories(): Promise<ToolkitCategories> {
  const [models, biases] = await Promise.all([listMentalModels(), listCognitiveBiases()]);
  const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    mentalModelCategories: unique(models.map((m) => m.category)),
    cognitiveBiasCategories: unique(biases.map((b) => b.category)),
  };
}
