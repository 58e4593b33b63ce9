import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TResourceDef, type TResourceTraits, defineResource, many, one } from '@mise/contracts/common/resource';
import { type TModel, type TRelation, defineModel } from '../src/crud/model';
import { modelProblems } from '../src/crud/model-check';
import { ModelRegistry, relationTarget } from '../src/crud/registry';
import { allModels } from '../src/resources/registry';

const notes = pgTable('check_notes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  isPublished: boolean('is_published').notNull(),
  deleted: boolean('deleted').notNull(),
  ownerId: integer('owner_id'),
});
const owners = pgTable('check_owners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  _pictures: jsonb('pictures'),
});
const noteOwners = pgTable('check_note_owners', {
  noteId: integer('note_id').notNull(),
  ownerId: integer('owner_id').notNull(),
});

const ZNote = z.object({
  id: z.number(),
  title: z.string(),
  isPublished: z.boolean(),
  deleted: z.boolean(),
  ownerId: z.number().nullable(),
});

/** A sound pair of models; each test breaks one thing. */
function noteModel(overrides: { resource?: Partial<TResourceDef>; model?: Partial<TModel> } = {}): TModel {
  const resource = defineResource({
    model: 'Note',
    path: 'notes',
    record: ZNote,
    create: z.strictObject({ title: z.string() }),
    update: z.strictObject({ title: z.string().optional() }),
    filterable: ['isPublished'],
    sortable: ['title'],
    searchable: ['title'],
    relations: { owner: one('Owner') },
    traits: { publish: true, softDelete: true },
    ...overrides.resource,
  } as TResourceDef);
  return defineModel({
    resource,
    table: notes,
    id: notes.id,
    relations: { owner: { kind: 'belongsTo', target: 'Owner', localKey: notes.ownerId } },
    ...overrides.model,
  });
}
const ownerModel = defineModel({
  resource: defineResource({
    model: 'Owner',
    path: 'owners',
    record: z.object({ id: z.number(), name: z.string() }),
    create: z.strictObject({ name: z.string() }),
    update: z.strictObject({ name: z.string().optional() }),
    filterable: [],
    sortable: ['name'],
    traits: {},
  }),
  table: owners,
  id: owners.id,
});

const problemsWith = (note: TModel) => {
  const models = [note, ownerModel];
  return modelProblems(models, (name) => models.find((m) => m.resource.model === name));
};
const traits = (t: TResourceTraits) => ({ resource: { traits: t } });

describe('model check at start-up', () => {
  it('should pass every real model, resolve every relation target by name, and pass the sound test models', () => {
    const registry = new ModelRegistry(allModels);
    for (const model of registry.models) {
      for (const relation of Object.values(model.relations ?? {}))
        expect(relationTarget(relation).resource.model).toBe(relation.target);
    }
    expect(problemsWith(noteModel())).toEqual([]);
  });

  it('should name the model and the field for each kind of mismatch', () => {
    const cases: [Parameters<typeof noteModel>[0], string][] = [
      [
        { resource: { record: ZNote.extend({ summary: z.string() }) } },
        'Note.summary: the record has it but the table has no such column',
      ],
      [
        { resource: { record: ZNote.extend({ summary: z.string() }) }, model: { computed: ['other'] } },
        'Note.summary: the record has it',
      ],
      [traits({ editorial: true }), 'Note.notes: the editorial trait needs this column'],
      [traits({ editorial: true }), 'Note.recentlyUpdated: the editorial trait needs this column'],
      [traits({ pictures: true }), 'Note._pictures: the pictures trait needs this column'],
      [{ resource: { filterable: ['colour'] } }, 'Note.colour: filterable names it but it is no answered column'],
      [{ resource: { sortable: ['colour'] } }, 'Note.colour: sortable names it but it is no answered column'],
      [
        { resource: { searchable: ['title'] }, model: { hidden: ['title'] } },
        'Note.title: searchable names it but it is no answered column',
      ],
      [{ model: { hidden: ['secret'] } }, 'Note.secret: hidden names it but the table has no such column'],
      [
        { resource: { relations: { owner: one('Owner'), tags: many('Tag') } } },
        "Note.tags: the contract's relations name it but the model has no such relation",
      ],
      [
        { resource: { relations: { owner: many('Owner') } } },
        'Note.owner: the contract declares it otherwise (target or one/many) than the model',
      ],
      [
        { resource: { relations: {} } },
        "Note.owner: the model has this relation but the contract's relations do not name it",
      ],
      [
        { model: { idLists: { tagIds: 'tags' } } },
        'Note.tagIds: idLists points at "tags", which is no to-many relation of the model',
      ],
      [
        { model: { idLists: { ownerIds: 'owner' } } },
        'Note.ownerIds: idLists points at "owner", which is no to-many relation of the model',
      ],
      [
        { model: { relations: { owner: { kind: 'belongsTo', target: 'Ownr', localKey: notes.ownerId } } } },
        'Note.relations.owner: target "Ownr" is no model\'s name',
      ],
      [
        { model: { relations: { owner: { kind: 'belongsTo', target: 'Owner', localKey: owners.name } } } },
        'Note.relations.owner: localKey is not a column of its table',
      ],
      [
        {
          model: {
            relations: {
              owner: {
                kind: 'manyToMany',
                target: 'Owner',
                through: noteOwners,
                sourceKey: noteOwners.noteId,
                targetKey: notes.ownerId,
              },
            },
          },
        },
        'Note.relations.owner: targetKey is not a column of its table',
      ],
    ];
    for (const [overrides, message] of cases) {
      const problems = problemsWith(noteModel(overrides));
      expect(
        problems.some((p) => p.startsWith(message)),
        `${message}\n got: ${problems.join(' | ')}`,
      ).toBe(true);
    }
  });

  it('should name the missing column of each trait', () => {
    const bare = pgTable('check_bare', { id: serial('id').primaryKey(), title: text('title').notNull() });
    const model = noteModel({
      resource: { record: z.object({ id: z.number(), title: z.string() }), filterable: [], relations: {} },
      model: { table: bare, id: bare.id, relations: {} },
    });
    expect(problemsWith(model)).toEqual([
      'Note.isPublished: the publish trait needs this column',
      'Note.deleted: the softDelete trait needs this column',
    ]);
  });

  it('should refuse to build the registry (start-up) with every problem listed', () => {
    const broken = noteModel({
      resource: { sortable: ['colour'] },
      model: { relations: { owner: { kind: 'belongsTo', target: 'Nobody', localKey: notes.ownerId } } },
    });
    expect(() => new ModelRegistry([broken, ownerModel])).toThrow(
      'These models do not match their tables or contracts:\n- Note.colour: sortable names it but it is no answered column\n- Note.owner: the contract declares it otherwise (target or one/many) than the model\n- Note.relations.owner: target "Nobody" is no model\'s name',
    );
    expect(() => new ModelRegistry([ownerModel, ownerModel])).toThrow('Owner: two models have this name');
  });

  it('should say when a relation is used before any registry resolved it', () => {
    const loose: TRelation = { kind: 'belongsTo', target: 'Owner', localKey: notes.ownerId };
    expect(() => relationTarget(loose)).toThrow('The relation to "Owner" was never resolved');
  });
});
