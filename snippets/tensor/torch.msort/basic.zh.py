import torch

x = torch.tensor([[3, 10],
                  [1, 30],
                  [2, 20]])
# 沿第 0 维，每一列各自排序
print(torch.msort(x))
print(torch.equal(x.msort(), torch.sort(x, dim=0).values))
