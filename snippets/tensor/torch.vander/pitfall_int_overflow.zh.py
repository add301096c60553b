import torch

x = torch.tensor([10, 20])                  # int64 输入
# 不会报错：20**19 超出 int64 范围并回绕
print(torch.vander(x, N=20)[:, 0])
print(torch.vander(x.double(), N=20)[:, 0])
