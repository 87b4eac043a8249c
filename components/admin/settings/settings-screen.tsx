'use client';

import { useMemo, useState } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { buttonPrimary, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { useUnsavedChangesWarning } from '@/lib/hooks/use-unsaved-changes';
import { AdminApiError, adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { SETTING_FIELDS, SETTINGS_GROUP_LABELS, SETTINGS_GROUPS, type SettingsGroup, type SettingsValues } from '@/lib/domain/settings-fields';
import { settingsUpdateSchema, type AdminSettings, type AdminSettingsSaved } from '@/lib/schemas/settings';
import { FacebookConnection } from './facebook-connection';
import { ErrorSummary } from '@/components/admin/forms/error-summary';
import { useFormErrors } from '@/components/admin/forms/use-form-errors';
import { SettingInput, settingInputId, type SettingValue } from './setting-input';
import { SettingsPreview } from './settings-preview';

export const SETTINGS_UNSAVED_MESSAGE = 'Há alterações não salvas nas configurações. Sair mesmo assim e perder as alterações?';

const GROUP_HINTS: Partial<Record<SettingsGroup, string>> = {
  contato: 'Mostrados no rodapé e na página de contato.',
  player: 'Como o player ao vivo começa para quem visita o site.',
  redes: 'Links do rodapé e da página inicial; deixe em branco para esconder.',
  facebook: 'Usado nas metatags de compartilhamento e na conexão da página.',
  video: 'O último vídeo da página inicial vem deste canal.',
  pedidos: 'Filtro do formulário "Peça sua música"; a lista não aparece no site.',
};

/** Each setting's key in the errors ('contato.email'), in the order of the screen; its input's id is settingInputId's. */
const SETTING_KEYS = SETTING_FIELDS.map((item) => `${item.group}.${item.name}`);

/** /admin/configuracoes: every setting by group, live previews, the Facebook page connection. */
export function SettingsScreen() {
  const { data, error, isLoading, mutate } = useAdminSWR<AdminSettings>('/configuracoes');
  if (error && !data) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-lg font-bold text-slate-900">Não foi possível carregar as configurações.</p>
        <p className="mt-1 text-sm text-slate-600">{error.message}</p>
        <button type="button" className={`${buttonPrimary} mt-4`} onClick={() => void mutate()}>
          Tentar novamente
        </button>
      </div>
    );
  }
  if (isLoading || !data) {
    return (
      <p role="status" className="px-4 py-16 text-center text-sm text-slate-500">
        Carregando configurações…
      </p>
    );
  }
  return <SettingsForm initial={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />;
}

function SettingsForm({ initial, onSaved }: { initial: AdminSettings; onSaved: (saved: AdminSettings) => void }) {
  const toast = useToast();
  const [baseline, setBaseline] = useState<SettingsValues>(initial.valores);
  const [values, setValues] = useState<SettingsValues>(initial.valores);
  const [updatedAt, setUpdatedAt] = useState(initial.atualizadoEm);
  // The inputs' ids are `config-${group}-${name}` (settingInputId).
  const { errors, formError: summary, setFormError: setSummary, summaryRef, clearError, show, errorsOf, reset } = useFormErrors<string>('config', SETTING_KEYS, { scroll: true });
  const [saving, setSaving] = useState(false);

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(baseline), [values, baseline]);
  useUnsavedChangesWarning(dirty, SETTINGS_UNSAVED_MESSAGE);

  const setField = (group: SettingsGroup, name: string, value: SettingValue) => {
    setValues((current) => ({ ...current, [group]: { ...current[group], [name]: value } }));
    clearError(`${group}.${name}`);
  };

  const save = async () => {
    if (saving) return;
    const parsed = settingsUpdateSchema.safeParse(values);
    if (!parsed.success) {
      show(errorsOf(parsed.error.issues), 'Revise os campos destacados antes de salvar.');
      return;
    }
    setSaving(true);
    reset();
    try {
      const saved = await adminFetch<AdminSettingsSaved>('/configuracoes', { method: 'PUT', json: parsed.data });
      setBaseline(saved.valores);
      setValues(saved.valores);
      setUpdatedAt(saved.atualizadoEm);
      onSaved(saved);
      toast(
        saved.alteradas.length > 0
          ? { type: 'success', title: 'Configurações salvas.', message: 'O site público já mostra as alterações.' }
          : { type: 'info', title: 'Nenhuma alteração para salvar.' },
      );
    } catch (failure) {
      if (failure instanceof AdminApiError) {
        if (failure.campos && Object.keys(failure.campos).length > 0) {
          show(failure.campos, failure.message);
          return;
        }
        if (failure.status === 401) return;
      }
      const message = failure instanceof Error ? failure.message : 'Tente novamente.';
      setSummary(message);
      toast({ type: 'error', title: 'Não foi possível salvar as configurações.', message });
    } finally {
      setSaving(false);
    }
  };

  const errorList = SETTING_FIELDS.filter((item) => errors[`${item.group}.${item.name}`]);

  return (
    <form
      noValidate
      aria-label="Configurações do site"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="mx-auto flex max-w-7xl flex-col gap-4"
    >
      <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur">
        <div className="min-w-0">
          <h1 className="text-xl font-black text-slate-900">Configurações</h1>
          <p className="text-xs text-slate-500">
            {dirty ? (
              <span className="font-semibold text-amber-800" data-testid="alteracoes-pendentes">
                Alterações não salvas
              </span>
            ) : updatedAt ? (
              `Última alteração em ${formatDateTime(updatedAt)}.`
            ) : (
              'Dados do site, contato, player e redes.'
            )}
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className={buttonSecondary} disabled={!dirty || saving} onClick={() => { setValues(baseline); reset(); }}>
            Descartar
          </button>
          <button type="submit" className={buttonPrimary} disabled={saving}>
            {saving ? 'Salvando…' : 'Salvar configurações'}
          </button>
        </div>
      </div>

      {summary && (
        <ErrorSummary
          ref={summaryRef}
          summary={summary}
          items={errorList.map((item) => ({
            key: item.key,
            text: `${SETTINGS_GROUP_LABELS[item.group]} › ${item.label}: ${errors[`${item.group}.${item.name}`]}`,
            onSelect: () => document.getElementById(settingInputId(item))?.focus(),
          }))}
        />
      )}

      <nav aria-label="Seções das configurações" className="-mx-1 flex gap-1 overflow-x-auto pb-1 text-sm">
        {SETTINGS_GROUPS.map((group) => (
          <a key={group} href={`#secao-${group}`} className="whitespace-nowrap rounded-full border border-slate-300 bg-white px-3 py-1 font-semibold text-slate-700 hover:bg-slate-100">
            {SETTINGS_GROUP_LABELS[group]}
          </a>
        ))}
        <a href="#config-facebook-pagina" className="whitespace-nowrap rounded-full border border-slate-300 bg-white px-3 py-1 font-semibold text-slate-700 hover:bg-slate-100">
          Página do Facebook
        </a>
      </nav>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {SETTINGS_GROUPS.map((group) => (
            <section key={group} id={`secao-${group}`} aria-labelledby={`titulo-${group}`} className={`${cardClass} scroll-mt-24 p-4`}>
              <h2 id={`titulo-${group}`} className="text-base font-black text-slate-900">
                {SETTINGS_GROUP_LABELS[group]}
              </h2>
              {GROUP_HINTS[group] && <p className="mt-0.5 text-sm text-slate-600">{GROUP_HINTS[group]}</p>}
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                {SETTING_FIELDS.filter((item) => item.group === group).map((item) => (
                  <div key={item.key} className={item.kind === 'longText' || item.kind === 'volume' ? 'sm:col-span-2' : undefined}>
                    <SettingInput item={item} value={values[group][item.name]} error={errors[`${group}.${item.name}`]} onChange={(value) => setField(group, item.name, value)} />
                  </div>
                ))}
              </div>
            </section>
          ))}
          <FacebookConnection />
        </div>
        <aside aria-label="Prévias" className="lg:sticky lg:top-24 lg:self-start">
          <SettingsPreview
            nome={String(values.site.nome ?? '')}
            descricao={String(values.site.descricao ?? '')}
            frequencia={String(values.site.frequencia ?? '')}
            logo={String(values.site.logo ?? '')}
          />
        </aside>
      </div>
    </form>
  );
}
