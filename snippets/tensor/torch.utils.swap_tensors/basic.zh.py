import torch
from torch import nn
from torch.utils import swap_tensors

a = torch.ones(2)
b = torch.zeros(3, dtype=torch.int64)
a_id = id(a)
swap_tensors(a, b)  # 两个 Python 对象互换全部内容
print(a, b, id(a) == a_id)

# 所有对该参数的引用都会看到新数据，包括优化器里的引用
model = nn.Linear(2, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
weight = model.weight
swap_tensors(model.weight, nn.Parameter(torch.zeros(2, 2, dtype=torch.float64)))
print(model.weight is weight, opt.param_groups[0]["params"][0].dtype, type(model.weight).__name__)
