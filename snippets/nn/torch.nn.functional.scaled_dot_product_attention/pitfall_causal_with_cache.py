import torch
import torch.nn.functional as F

torch.manual_seed(0)
k = torch.randn(1, 1, 5, 8)  # 5 cached keys/values
v = torch.randn(1, 1, 5, 8)
q_new = torch.randn(1, 1, 1, 8)  # one new token that should see all 5

wrong = F.scaled_dot_product_attention(q_new, k, v, is_causal=True)
right = F.scaled_dot_product_attention(q_new, k, v)
print(torch.allclose(wrong[0, 0, 0], v[0, 0, 0]))  # True: it only attended to key 0
print(torch.allclose(wrong, right))
