import torch

torch.manual_seed(0)
A = torch.randn(50, 40)

U, S, V = torch.svd_lowrank(A)  # q 默认为 6
top10 = S[:10]  # 切片越过末尾也不会报错
print(top10.shape)
