import torch

length = torch.tensor(10.0)
chunks = torch.ceil(length / 4)

print(torch.zeros(int(chunks)).shape)   # a Python int is a valid size
torch.zeros(chunks)                     # a float tensor is not
