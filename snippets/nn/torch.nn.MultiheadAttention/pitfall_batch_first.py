import torch

torch.manual_seed(0)
mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2)  # batch_first=False
x = torch.randn(2, 5, 8)  # meant as (batch=2, seq_len=5, embed_dim)

out, weights = mha(x, x, x)  # no error: read as (seq_len=2, batch=5, embed_dim)
print(out.shape)
print(weights.shape)  # (5, 2, 2): attention across the 2 samples of the batch
