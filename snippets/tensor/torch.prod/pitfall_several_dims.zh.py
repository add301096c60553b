import torch

x = torch.ones(2, 3, 4)

print(x.flatten(1).prod(dim=1).shape)  # 先合并维度：(2,)
print(x.prod(dim=2).prod(dim=1).shape) # 或者一次归约一个维度
x.prod(dim=(1, 2))                     # prod 只接受单个 int 类型的 dim
