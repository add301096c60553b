import torch
import torch.nn.functional as F

torch.manual_seed(0)
k = torch.randn(1, 1, 5, 8)  # 已缓存 5 个 key/value
v = torch.randn(1, 1, 5, 8)
q_new = torch.randn(1, 1, 1, 8)  # 一个新 token，本应看到全部 5 个

wrong = F.scaled_dot_product_attention(q_new, k, v, is_causal=True)
right = F.scaled_dot_product_attention(q_new, k, v)
print(torch.allclose(wrong[0, 0, 0], v[0, 0, 0]))  # True：它只关注了 key 0
print(torch.allclose(wrong, right))
