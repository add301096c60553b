import torch

a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
b = torch.zeros(2, 2)
print(torch.dist(a, b, p=2), torch.linalg.norm(a - b, 'fro'))
torch.dist(a, b, p='fro')
