import torch

x = torch.ones(2)
y = torch.arange(2.0)
z = x.new_tensor(y)          # 从张量复制构造：会发出警告
print(z)
