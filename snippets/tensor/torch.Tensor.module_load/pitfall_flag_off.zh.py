import torch
from torch import nn


class Scaled(torch.Tensor):
    def module_load(self, other, assign=False):
        print("module_load called")
        return super().module_load(other * 2, assign)   # 例如在载入时重新缩放


layer = nn.Linear(2, 1, bias=False)
layer.weight = nn.Parameter(Scaled(torch.zeros(1, 2)))
state = {"weight": torch.ones(1, 2)}

layer.load_state_dict(state)                      # 开关关闭（默认）：重写的方法被跳过
print(layer.weight.detach())

torch.__future__.set_swap_module_params_on_conversion(True)
layer.load_state_dict(state)
print(layer.weight.detach())
torch.__future__.set_swap_module_params_on_conversion(False)
