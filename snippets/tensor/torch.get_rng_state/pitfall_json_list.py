import json

import torch

saved = json.dumps(torch.get_rng_state().tolist())   # stored in a JSON log
restored = torch.tensor(json.loads(saved))           # comes back as int64
print(restored.dtype, restored.shape)
torch.set_rng_state(restored)
