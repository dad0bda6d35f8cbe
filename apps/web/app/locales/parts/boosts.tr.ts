/** Öne çıkarma, eklentiler ve özel hizmet ekranları (issue 19, madde 7 ve 8) ve konsolun kuyruk adı. */
export const boostsTr = {
  'ops.queue.kind.custom_service': 'Özel hizmet talebi',
};
