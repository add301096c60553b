import torch

template = torch.empty(6)

a = torch.arange(6.0).reshape(2, 3)
flat_a = a.reshape_as(template)
flat_a[0] = -1.0
print(a[0, 0])           # 变了：reshape_as 返回的是视图

b = torch.arange(6.0).reshape(2, 3).t()
flat_b = b.reshape_as(template)
flat_b[0] = -1.0
print(b[0, 0])           # 没变：reshape_as 不得不复制
