import torch

torch.manual_seed(0)
emb = torch.nn.Embedding(num_embeddings=10, embedding_dim=3, padding_idx=0)

tokens = torch.tensor([[4, 2, 0, 0],
                       [7, 1, 5, 0]])  # (batch, seq_len)，0 表示填充
vectors = emb(tokens)
print(vectors.shape)  # (batch, seq_len, embedding_dim)
print(emb.weight[0])  # 填充行的初始值为全零

vectors.sum().backward()
print(emb.weight.grad[0])  # ……并且永远不会收到梯度
print(emb.weight.grad[4])
