import torch
from torch import nn

layer = nn.Linear(2, 1)
opt = torch.optim.SGD(layer.parameters(), lr=0.1)
layer.load_state_dict({"weight": torch.ones(1, 2), "bias": torch.zeros(1)}, assign=True)
print(opt.param_groups[0]["params"][0] is layer.weight)   # flag off: the optimizer updates an orphan

torch.__future__.set_swap_module_params_on_conversion(True)
layer = nn.Linear(2, 1)
opt = torch.optim.SGD(layer.parameters(), lr=0.1)
layer.load_state_dict({"weight": torch.ones(1, 2), "bias": torch.zeros(1)}, assign=True)
print(opt.param_groups[0]["params"][0] is layer.weight)   # flag on: swapped in place, same object
torch.__future__.set_swap_module_params_on_conversion(False)
