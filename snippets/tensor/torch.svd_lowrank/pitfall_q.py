import torch

torch.manual_seed(0)
A = torch.randn(50, 40)

U, S, V = torch.svd_lowrank(A)  # q defaults to 6
top10 = S[:10]  # slicing past the end raises nothing
print(top10.shape)
