import torch
import torch.nn as nn

torch.manual_seed(0)
emb = nn.Embedding(num_embeddings=10, embedding_dim=4, padding_idx=0)
ids = torch.tensor([[1, 5, 3], [2, 9, 4]])
mask = torch.tensor([[1, 1, 0], [1, 1, 0]], dtype=torch.bool)
masked = torch.where(mask, ids, 0)  # 仍是 int64
print(masked.dtype, emb(masked).shape)
