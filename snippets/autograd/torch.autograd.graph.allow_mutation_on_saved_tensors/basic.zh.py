import torch
from torch.autograd.graph import allow_mutation_on_saved_tensors

x = torch.tensor([0.5, 1.0], requires_grad=True)

with allow_mutation_on_saved_tensors():
    h = x * 1
    y = torch.sin(h)  # sin 保存了 h
    h.mul_(2)  # 平时反向会报错；这里会先复制一份 h
    y.sum().backward()  # 反向必须在同一个块内执行

print(h)
print(x.grad)  # cos(x)：sin 当时看到的值
print(torch.cos(x.detach()))
