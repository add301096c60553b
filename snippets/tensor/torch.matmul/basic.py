import torch

A = torch.ones(2, 3)
v = torch.ones(3)

print(torch.matmul(A, torch.ones(3, 4)).shape)   # 2-D @ 2-D: (2, 4), like mm
print((A @ v).shape)                             # matrix @ vector: (2,)
print((v @ torch.ones(3, 4)).shape)              # vector @ matrix: (4,)
print(v @ v)                                     # vector @ vector: a 0-D dot product

batch = torch.ones(10, 2, 3)
print((batch @ torch.ones(3, 4)).shape)          # one matrix broadcast over the batch
print((torch.ones(10, 1, 2, 3) @ torch.ones(5, 3, 4)).shape)  # batch dims broadcast: (10, 5)
