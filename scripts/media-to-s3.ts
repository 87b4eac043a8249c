/*
 * npm run media:to-s3
 * Copies every file under DATA_DIR/uploads to the S3 bucket (S3_BUCKET and friends), under the
 * same keys, so existing posts keep their images after the switch. Objects already there with the
 * same size are skipped: run it again after the switch to catch uploads made in between. Runs
 * under the react-server condition because lib/server modules import 'server-only'.
 */
import { env } from '../lib/server/env';
import { migrateLocalMedia, type MigrationEvent } from '../lib/server/media/migrate-local-media';
import { destroyS3Clients } from '../lib/server/media/s3-client';
import { checkMediaStorage, describeMediaStorage, uploadsDir } from '../lib/server/media/storage';

const USAGE = `Uso: npm run media:to-s3

Envia as mídias do disco local (DATA_DIR/uploads) para o bucket S3 configurado, com os mesmos
caminhos. Arquivos que já estão no bucket com o mesmo tamanho são pulados: pode rodar de novo.

Requer S3_BUCKET (e, conforme o provedor, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
S3_SECRET_ACCESS_KEY e S3_FORCE_PATH_STYLE=true para MinIO, Garage e afins).`;

const PREFIX = '[midia] ';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${unit}`;
}

function describeEvent(event: MigrationEvent): string {
  switch (event.kind) {
    case 'enviado':
      return `enviado ${event.key} (${formatBytes(event.bytes)})`;
    case 'existente':
      return `já no bucket ${event.key}`;
    case 'ignorado':
      return `ignorado ${event.key}: ${event.motivo}`;
    case 'falhou':
      return `FALHOU ${event.key}: ${event.erro instanceof Error ? event.erro.message : String(event.erro)}`;
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (args.length > 0) {
    console.error(`Opção desconhecida: ${args.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  const s3 = env.s3;
  if (!s3) {
    console.error(`${PREFIX}S3_BUCKET não está definida: não há bucket para onde enviar as mídias.\n\n${USAGE}`);
    return 1;
  }

  console.log(`${PREFIX}Origem: ${uploadsDir({ dataDir: env.dataDir })}`);
  console.log(`${PREFIX}Destino: ${await describeMediaStorage()}`);
  await checkMediaStorage();

  const summary = await migrateLocalMedia({
    dataDir: env.dataDir,
    s3,
    onProgress: (event, done, total) => {
      const line = `${PREFIX}${done}/${total} ${describeEvent(event)}`;
      if (event.kind === 'falhou') console.error(line);
      else console.log(line);
    },
  });

  if (summary.total === 0) {
    console.log(`${PREFIX}Nenhum arquivo em ${uploadsDir({ dataDir: env.dataDir })}: nada a enviar.`);
    return 0;
  }
  console.log(
    `${PREFIX}Concluído: ${summary.total} arquivo(s); ${summary.enviados} enviado(s) (${formatBytes(summary.bytesEnviados)}), ` +
      `${summary.existentes} já estava(m) no bucket, ${summary.ignorados} ignorado(s), ${summary.falhas} falha(s).`,
  );
  if (summary.falhas > 0) {
    console.error(`${PREFIX}Alguns arquivos não foram enviados. Rode de novo: os que já estão no bucket serão pulados.`);
    return 1;
  }
  return 0;
}

main()
  .then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${PREFIX}Falha ao enviar as mídias para o bucket:`, error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  )
  .finally(destroyS3Clients);
