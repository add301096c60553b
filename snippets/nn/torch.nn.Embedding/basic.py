import torch

torch.manual_seed(0)
emb = torch.nn.Embedding(num_embeddings=10, embedding_dim=3, padding_idx=0)

tokens = torch.tensor([[4, 2, 0, 0],
                       [7, 1, 5, 0]])  # (batch, seq_len), 0 = padding
vectors = emb(tokens)
print(vectors.shape)  # (batch, seq_len, embedding_dim)
print(emb.weight[0])  # the padding row starts as zeros

vectors.sum().backward()
print(emb.weight.grad[0])  # ... and never receives a gradient
print(emb.weight.grad[4])
