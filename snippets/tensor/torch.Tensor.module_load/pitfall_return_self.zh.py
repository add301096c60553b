import torch
from torch import nn


class InPlace(torch.Tensor):
    def module_load(self, other, assign=False):
        return self.copy_(other)              # 返回的是 self 本身，而不是新对象


torch.__future__.set_swap_module_params_on_conversion(True)
layer = nn.Linear(2, 1, bias=False)
layer.weight = nn.Parameter(InPlace(torch.zeros(1, 2)))
layer.load_state_dict({"weight": torch.ones(1, 2)})
