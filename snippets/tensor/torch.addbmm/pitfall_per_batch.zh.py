import torch

q = torch.ones(3, 2, 4)
k = torch.ones(3, 4, 2)
bias = torch.zeros(2, 2)

print(torch.addbmm(bias, q, k).shape)    # 本想每个批次一个结果，得到的却是总和
print(torch.baddbmm(bias, q, k).shape)   # baddbmm 保留批次维
