import torch
import torch.nn.functional as F

torch.manual_seed(0)
q = torch.randn(2, 4, 6, 8)  # (batch, heads, L, head_dim)
k = torch.randn(2, 4, 6, 8)  # (batch, heads, S, head_dim)
v = torch.randn(2, 4, 6, 8)

out = F.scaled_dot_product_attention(q, k, v)
print(out.shape)
reference = torch.softmax(q @ k.transpose(-2, -1) / 8**0.5, dim=-1) @ v
print(torch.allclose(out, reference, atol=1e-5))

# is_causal=True 会自行构造下三角掩码
causal = F.scaled_dot_product_attention(q, k, v, is_causal=True)
keep = torch.ones(6, 6, dtype=torch.bool).tril()  # 布尔掩码：True 表示参与注意力计算
print(torch.allclose(causal, F.scaled_dot_product_attention(q, k, v, attn_mask=keep), atol=1e-6))

# 分组查询注意力（GQA）：8 个 query 头共享 2 个 key/value 头
kv = torch.randn(2, 2, 6, 8)
print(F.scaled_dot_product_attention(torch.randn(2, 8, 6, 8), kv, kv, enable_gqa=True).shape)
