import torch

x = torch.ones(2, 3, 4)
y = torch.ones(4, 3)
print(torch.tensordot(x, y, dims=([1], [1])).shape)   # 维度列表
torch.tensordot(x, y, dims=(1, 1))                    # 一对整数
