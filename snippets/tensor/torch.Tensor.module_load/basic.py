import torch
from torch import nn

torch.__future__.set_swap_module_params_on_conversion(True)   # load_state_dict now calls module_load

layer = nn.Linear(2, 2)
weight = layer.weight                         # a reference held elsewhere, e.g. by an optimizer
state = {"weight": torch.ones(2, 2, dtype=torch.float64), "bias": torch.zeros(2, dtype=torch.float64)}

layer.load_state_dict(state)                  # assign=False: module_load copies into the existing dtype
print(layer.weight is weight, layer.weight.dtype)

layer.load_state_dict(state, assign=True)     # assign=True: module_load hands over the checkpoint tensor
print(layer.weight is weight, layer.weight.dtype, type(layer.weight).__name__)

p = nn.Parameter(torch.zeros(2))
with torch.no_grad():                         # load_state_dict calls it under no_grad too
    print(p.module_load(torch.ones(2)))       # the default: copy_ into self, then detach
torch.__future__.set_swap_module_params_on_conversion(False)
