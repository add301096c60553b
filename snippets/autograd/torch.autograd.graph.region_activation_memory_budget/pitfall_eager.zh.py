import torch
from torch.autograd.graph import region_activation_memory_budget

x = torch.ones(4, requires_grad=True)
# 普通的 eager 代码：没有划分器来读取这个预算
with region_activation_memory_budget(0.5):
    y = x.sin().cos()
