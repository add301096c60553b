import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2))
weight = model[0].weight

returned = model.to(device=device, dtype=torch.float64)  # 原地转换，返回 self
print(returned is model)
print(model[0].weight is weight)  # 仍是同一批 Parameter 对象，原地完成了转换
print(model[0].weight.dtype, model[1].running_mean.dtype)
print(model[1].num_batches_tracked.dtype)  # 整数类型的缓冲区保持原有数据类型

x = torch.ones(4, 3)
y = x.to(torch.float64)  # Tensor.to 返回新的张量
print(y is x, x.dtype)
