import torch
import torch.nn.functional as F

a = torch.tensor([[1.0, 0.0],
                  [0.0, 1.0],
                  [1.0, 2.0]])
b = torch.tensor([[1.0, 0.0],
                  [1.0, 0.0],
                  [2.0, 4.0]])

print(torch.cosine_similarity(a, b))          # row by row along dim=1 -> shape (3,)
print(F.cosine_similarity(a, b, dim=1))       # the same function

# one vector against a batch: broadcasting
query = torch.tensor([1.0, 1.0])
print(torch.cosine_similarity(query.unsqueeze(0), b, dim=1))

# a zero vector: the norms are clamped by eps, so the result is 0, not NaN
print(torch.cosine_similarity(torch.zeros(1, 2), torch.ones(1, 2)))
