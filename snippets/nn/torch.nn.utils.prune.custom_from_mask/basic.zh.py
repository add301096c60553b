import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(3, 2)
mask = torch.tensor([[1, 0, 1], [0, 1, 0]])  # 1 = 保留，0 = 剪掉
prune.custom_from_mask(layer, name="weight", mask=mask)
print(layer.weight_mask)
print((layer.weight == 0).int())

# identity：全 1 掩码，只为让模块具有剪枝后的结构
state = layer.state_dict()  # 键为 weight_orig、weight_mask
target = nn.Linear(3, 2)
prune.identity(target, "weight")
target.load_state_dict(state)  # 现在键能对上
target(torch.randn(1, 3))  # 前向预钩子刷新 weight
print(torch.equal(target.weight, layer.weight))
