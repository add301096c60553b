import torch

x = torch.zeros(4, 2)
index = torch.tensor([3, 0])
source = torch.tensor([[1.0, 1.0],
                       [2.0, 2.0]])

print(x.index_copy(0, index, source))   # 第 3 行 <- source[0]，第 0 行 <- source[1]
print(x.sum())                          # index_copy 返回的是副本；x 没有变化

x.index_copy_(1, torch.tensor([1]), torch.full((4, 1), 9.0))   # 原地操作，沿第 1 维
print(x)
