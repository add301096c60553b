import torch
from torch import nn
from torch.nn.utils import skip_init

# 构造时不运行 reset_parameters()：内存保持未初始化
layer = skip_init(nn.Linear, 1024, 1024)
print(type(layer).__name__, layer.weight.shape, layer.weight.requires_grad)

# 所以要自己初始化，或者马上加载权重
torch.manual_seed(0)
nn.init.zeros_(layer.bias)
nn.init.orthogonal_(layer.weight)
print(layer.bias.abs().sum().item())

# 构造参数原样传入，包括 device 和 dtype
small = skip_init(nn.Linear, 4, 2, bias=False, dtype=torch.float64)
small.load_state_dict({"weight": torch.ones(2, 4, dtype=torch.float64)})
print(small.weight)
