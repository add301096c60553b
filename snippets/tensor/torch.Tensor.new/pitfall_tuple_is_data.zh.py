import torch

x = torch.zeros(1)

print(x.new(torch.Size([2, 3])).shape)   # torch.Size：得到形状为 (2, 3) 的张量
print(x.new((2, 3)))                     # 普通元组：数据为 [2., 3.]
print(x.new(3).shape)                    # 单个整数：3 个未初始化的值，而不是 tensor([3.])
