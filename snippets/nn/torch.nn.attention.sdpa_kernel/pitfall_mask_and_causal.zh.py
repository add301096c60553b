import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

torch.manual_seed(0)
q = k = v = torch.randn(1, 1, 4, 8)
keep = torch.tensor([True, False, True, True]).expand(4, 4)

out = F.scaled_dot_product_attention(q, k, v, attn_mask=keep, is_causal=True)  # CPU 默认后端：接受
print(out.shape)
with sdpa_kernel(SDPBackend.MATH):
    F.scaled_dot_product_attention(q, k, v, attn_mask=keep, is_causal=True)  # math 后端拒绝
