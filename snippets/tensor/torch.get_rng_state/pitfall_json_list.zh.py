import json

import torch

saved = json.dumps(torch.get_rng_state().tolist())   # 存进 JSON 日志
restored = torch.tensor(json.loads(saved))           # 读回来变成了 int64
print(restored.dtype, restored.shape)
torch.set_rng_state(restored)
