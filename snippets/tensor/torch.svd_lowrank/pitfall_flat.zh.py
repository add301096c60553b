import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
A = torch.randn(200, 100)  # 没有低秩结构：奇异值下降得很慢
print(torch.linalg.svdvals(A)[:3])

for seed in (1, 2):
    torch.manual_seed(seed)
    print(torch.svd_lowrank(A, q=3)[1])  # 偏小，而且每次抽样都不同

torch.manual_seed(1)
print(torch.svd_lowrank(A, q=10, niter=10)[1][:3])  # 多取几个、多迭代几次
