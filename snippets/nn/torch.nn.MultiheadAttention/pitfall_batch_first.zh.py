import torch

torch.manual_seed(0)
mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2)  # batch_first=False
x = torch.randn(2, 5, 8)  # 本意是 (batch=2, seq_len=5, embed_dim)

out, weights = mha(x, x, x)  # 不报错：被读成 (seq_len=2, batch=5, embed_dim)
print(out.shape)
print(weights.shape)  # (5, 2, 2)：注意力是在批次内的 2 个样本之间计算的
