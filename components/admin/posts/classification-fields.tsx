'use client';

import type { PostFormValues } from '@/lib/domain/post-form';
import type { FieldErrors } from '@/lib/domain/post-form-errors';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { TeamOption } from '@/lib/schemas/team';
import { SelectField } from '@/components/admin/forms/text-fields';
import { FIELD_IDS, FormSection, editorLook, type SetPostField } from './form-field';
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
      <SelectField
        look={editorLook}
        id={FIELD_IDS.categoriaId}
        label="Categoria"
        error={errors.categoriaId}
        value={values.categoriaId}
        onChange={(categoriaId) => set('categoriaId', categoriaId)}
      >
        <option value="">Escolha uma categoria</option>
        {categories.map((item) => (
          <option key={item.id} value={item.id}>
            {item.nome}
          </option>
        ))}
      </SelectField>
      <SelectField
        look={editorLook}
        id={FIELD_IDS.membroEquipeId}
        label="Membro da equipe"
        hint="Opcional: assina a postagem (colunistas, apresentadores)."
        error={errors.membroEquipeId}
        value={values.membroEquipeId}
        onChange={(membroEquipeId) => set('membroEquipeId', membroEquipeId)}
      >
        <option value="">Nenhum</option>
        {team.map((member) => (
          <option key={member.id} value={member.id}>
            {member.cargo ? `${member.nome} — ${member.cargo}` : member.nome}
          </option>
        ))}
      </SelectField>
      <TagsInput tags={values.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
    </FormSection>
  );
}
