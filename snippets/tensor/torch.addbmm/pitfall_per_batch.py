import torch

q = torch.ones(3, 2, 4)
k = torch.ones(3, 4, 2)
bias = torch.zeros(2, 2)

print(torch.addbmm(bias, q, k).shape)    # expected one result per batch, got the sum
print(torch.baddbmm(bias, q, k).shape)   # baddbmm keeps the batch dimension
