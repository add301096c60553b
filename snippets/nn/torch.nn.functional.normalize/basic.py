import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.tensor([[3.0, 4.0],
                  [0.0, 0.0]])

print(F.normalize(x, dim=1))  # each row scaled to unit L2 norm; the zero row stays zero
print(F.normalize(x, p=1, dim=1))  # unit L1 norm instead

# cosine similarity between two sets of embeddings
a = F.normalize(torch.randn(4, 16), dim=-1)
b = F.normalize(torch.randn(3, 16), dim=-1)
sim = a @ b.T
print(sim.shape)
print(torch.allclose(sim[0, 0], F.cosine_similarity(a[0], b[0], dim=0)))
