import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

old = nn.Sequential(nn.Linear(8, 4), nn.Linear(4, 10))
new = nn.Sequential(nn.Linear(8, 4), nn.Linear(4, 3)).to(device)

target = new.state_dict()
compatible = {k: v for k, v in old.state_dict().items() if k in target and v.shape == target[k].shape}
result = new.load_state_dict(compatible, strict=False)
print(sorted(compatible))
print(result.missing_keys)
