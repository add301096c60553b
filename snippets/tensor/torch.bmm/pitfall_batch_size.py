import torch

a = torch.ones(4, 2, 3)
b = torch.ones(1, 3, 5)                    # batch of 1, expected to broadcast

print((a @ b).shape)                       # matmul broadcasts the size-1 batch
torch.bmm(a, b)                            # bmm wants equal batch sizes
