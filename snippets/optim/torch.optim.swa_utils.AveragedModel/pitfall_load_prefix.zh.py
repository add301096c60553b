import torch
from torch import nn
from torch.optim.swa_utils import AveragedModel

model = nn.Linear(2, 1)
swa_model = AveragedModel(model)
swa_model.update_parameters(model)

# 包装器的 state_dict：键带 "module." 前缀，另外还有 n_averaged
print(list(swa_model.state_dict()))
fresh = nn.Linear(2, 1)
fresh.load_state_dict(swa_model.state_dict())
