import torch
from torch import nn

torch.__future__.set_swap_module_params_on_conversion(True)   # 此后 load_state_dict 会调用 module_load

layer = nn.Linear(2, 2)
weight = layer.weight                         # 别处持有的引用，例如优化器
state = {"weight": torch.ones(2, 2, dtype=torch.float64), "bias": torch.zeros(2, dtype=torch.float64)}

layer.load_state_dict(state)                  # assign=False：module_load 复制到原有的数据类型中
print(layer.weight is weight, layer.weight.dtype)

layer.load_state_dict(state, assign=True)     # assign=True：module_load 直接交出检查点里的张量
print(layer.weight is weight, layer.weight.dtype, type(layer.weight).__name__)

p = nn.Parameter(torch.zeros(2))
with torch.no_grad():                         # load_state_dict 也是在 no_grad 下调用它
    print(p.module_load(torch.ones(2)))       # 默认实现：先 copy_ 到 self，再 detach
torch.__future__.set_swap_module_params_on_conversion(False)
