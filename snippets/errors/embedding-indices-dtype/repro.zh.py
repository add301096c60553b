import torch
import torch.nn as nn

torch.manual_seed(0)
emb = nn.Embedding(num_embeddings=10, embedding_dim=4)
ids = torch.tensor([[1, 5, 0], [2, 9, 0]])
mask = torch.tensor([[1, 1, 0], [1, 1, 0]])
masked = ids * mask.float()  # 乘以浮点掩码会把 id 变成 float32
print(masked.dtype)
emb(masked)
