import torch
from torch import nn
from torch.optim.swa_utils import AveragedModel

model = nn.Linear(2, 1)
swa_model = AveragedModel(model)
swa_model.update_parameters(model)

# The wrapper's state_dict: "module."-prefixed keys plus n_averaged
print(list(swa_model.state_dict()))
fresh = nn.Linear(2, 1)
fresh.load_state_dict(swa_model.state_dict())
