import torch
import torch.nn as nn

torch.manual_seed(0)
emb = nn.Embedding(num_embeddings=10, embedding_dim=4)
ids = torch.tensor([[1, 5, 0], [2, 9, 0]])
mask = torch.tensor([[1, 1, 0], [1, 1, 0]])
masked = ids * mask.float()  # multiplying by a float mask turns the ids into float32
print(masked.dtype)
emb(masked)
