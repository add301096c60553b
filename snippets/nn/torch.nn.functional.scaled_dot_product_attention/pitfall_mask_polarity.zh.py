import torch
import torch.nn.functional as F

torch.manual_seed(0)
q = k = v = torch.randn(1, 1, 3, 4)
is_padding = torch.tensor([[False, False, True]])  # (1, S)，MultiheadAttention 的约定：True 表示忽略

out = F.scaled_dot_product_attention(q, k, v, attn_mask=is_padding)  # 而这里 True 表示保留
only_pad = v[0, 0, 2]
print(torch.allclose(out[0, 0], only_pad.expand(3, 4)))  # 每个 query 都只看了填充位置
fixed = F.scaled_dot_product_attention(q, k, v, attn_mask=~is_padding)
print(torch.allclose(fixed[0, 0], only_pad.expand(3, 4)))
