{{- define "netline.labels" -}}
app.kubernetes.io/part-of: netline
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ .Chart.Name }}-{{ .Chart.Version }}
{{- end -}}

{{- define "netline.secretName" -}}
{{- default (printf "%s-secrets" .Release.Name) .Values.secrets.existingSecret -}}
{{- end -}}

{{- define "netline.env" -}}
- name: APP_ENV
  value: {{ .Values.appEnv | quote }}
- name: NATS_URL
  value: {{ .Values.infrastructure.natsUrl | quote }}
- name: DATABASE_URL
  valueFrom: { secretKeyRef: { name: {{ .Values.infrastructure.databaseUrlSecret.name }}, key: {{ .Values.infrastructure.databaseUrlSecret.key }} } }
- name: REDIS_URL
  valueFrom: { secretKeyRef: { name: {{ .Values.infrastructure.redisUrlSecret.name }}, key: {{ .Values.infrastructure.redisUrlSecret.key }} } }
- name: SECRET_HMAC_KEY
  valueFrom: { secretKeyRef: { name: {{ include "netline.secretName" . }}, key: secret-hmac-key } }
- name: UPLOAD_SIGNING_SECRET
  valueFrom: { secretKeyRef: { name: {{ include "netline.secretName" . }}, key: upload-signing-secret } }
- name: PUBLIC_BASE_URL
  value: {{ .Values.publicBaseUrl | quote }}
- name: DB_MIGRATE_ON_BOOT
  value: "false"
- name: HTTP_HOST
  value: "0.0.0.0"
- name: GATEWAY_HOST
  value: "0.0.0.0"
{{- end -}}
