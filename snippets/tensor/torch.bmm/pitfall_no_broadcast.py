import torch

batch = torch.ones(4, 2, 3)
weight = torch.ones(3, 5)                  # one matrix shared by the whole batch

print((batch @ weight).shape)              # matmul broadcasts the 2-D weight
print(torch.bmm(batch, weight.expand(4, 3, 5)).shape)  # bmm needs it expanded to 3-D
torch.bmm(batch, weight)                   # bmm does not broadcast
