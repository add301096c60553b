import torch

torch.manual_seed(0)
queries = torch.randn(3, 4)     # 3 vectors
keys = torch.randn(5, 4)        # 5 vectors: want a (3, 5) similarity matrix

pairwise = torch.cosine_similarity(queries[:, None, :], keys[None, :, :], dim=-1)
print(pairwise.shape)

torch.cosine_similarity(queries, keys)   # compares row i with row i only
