import torch

torch.cuda.manual_seed_all(0)  # seeds the GPUs only
a = torch.rand(2)  # CPU tensors (and DataLoader shuffling) use the CPU generator
torch.cuda.manual_seed_all(0)
b = torch.rand(2)
print("CPU numbers repeat:", torch.equal(a, b))
