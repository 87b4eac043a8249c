'use client';

import clsx from 'clsx';
import type { PostFormValues } from '@/lib/domain/post-form';
import type { FieldErrors } from '@/lib/domain/post-form-errors';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { TeamOption } from '@/lib/schemas/team';
import { FIELD_IDS, FieldError, FormSection, errorId, inputClass, type SetPostField } from './form-field';
import { TagsInput } from './tags-input';

export type ClassificationFieldsProps = {
  values: Pick<PostFormValues, 'categoriaId' | 'membroEquipeId' | 'tags'>;
  errors: FieldErrors;
  categories: CategoryOption[];
  team: TeamOption[];
  set: SetPostField;
};

/** The 'Classificação' card: category, the team member who signs the post, tags. */
export function ClassificationFields({ values, errors, categories, team, set }: ClassificationFieldsProps) {
  return (
    <FormSection title="Classificação">
      <div className="flex flex-col gap-1">
        <label htmlFor={FIELD_IDS.categoriaId} className="text-sm font-bold text-ink">
          Categoria
        </label>
        <select
          id={FIELD_IDS.categoriaId}
          value={values.categoriaId}
          onChange={(event) => set('categoriaId', event.target.value)}
          aria-invalid={errors.categoriaId ? true : undefined}
          aria-describedby={errors.categoriaId ? errorId('categoriaId') : undefined}
          className={inputClass(Boolean(errors.categoriaId))}
        >
          <option value="">Escolha uma categoria</option>
          {categories.map((item) => (
            <option key={item.id} value={item.id}>
              {item.nome}
            </option>
          ))}
        </select>
        <FieldError field="categoriaId" message={errors.categoriaId} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={FIELD_IDS.membroEquipeId} className="text-sm font-bold text-ink">
          Membro da equipe
        </label>
        <select
          id={FIELD_IDS.membroEquipeId}
          value={values.membroEquipeId}
          onChange={(event) => set('membroEquipeId', event.target.value)}
          aria-invalid={errors.membroEquipeId ? true : undefined}
          aria-describedby={clsx(`${FIELD_IDS.membroEquipeId}-dica`, errors.membroEquipeId && errorId('membroEquipeId'))}
          className={inputClass(Boolean(errors.membroEquipeId))}
        >
          <option value="">Nenhum</option>
          {team.map((member) => (
            <option key={member.id} value={member.id}>
              {member.cargo ? `${member.nome} — ${member.cargo}` : member.nome}
            </option>
          ))}
        </select>
        <p id={`${FIELD_IDS.membroEquipeId}-dica`} className="text-xs text-muted">
          Opcional: assina a postagem (colunistas, apresentadores).
        </p>
        <FieldError field="membroEquipeId" message={errors.membroEquipeId} />
      </div>
      <TagsInput tags={values.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
    </FormSection>
  );
}
