import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
A = torch.randn(200, 100)  # no low-rank structure: the singular values decay slowly
print(torch.linalg.svdvals(A)[:3])

for seed in (1, 2):
    torch.manual_seed(seed)
    print(torch.svd_lowrank(A, q=3)[1])  # too small, and different on every draw

torch.manual_seed(1)
print(torch.svd_lowrank(A, q=10, niter=10)[1][:3])  # oversample and iterate more
