import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

old = nn.Sequential(nn.Linear(8, 4), nn.Linear(4, 10))
new = nn.Sequential(nn.Linear(8, 4), nn.Linear(4, 3)).to(device)

target = new.state_dict()
compatible = {k: v for k, v in old.state_dict().items() if k in target and v.shape == target[k].shape}
result = new.load_state_dict(compatible, strict=False)
print(sorted(compatible))
print(result.missing_keys)
