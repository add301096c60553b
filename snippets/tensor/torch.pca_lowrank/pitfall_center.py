import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
A = torch.randn(100, 4) + 3.0  # a matrix whose SVD you want, not a data set

print(torch.linalg.svdvals(A))
print(torch.pca_lowrank(A, q=4)[1])  # the SVD of A minus its column means
print(torch.pca_lowrank(A, q=4, center=False)[1])
