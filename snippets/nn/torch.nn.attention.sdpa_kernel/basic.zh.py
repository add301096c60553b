import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

torch.manual_seed(0)
device = "cuda" if torch.cuda.is_available() else "cpu"
q = k = v = torch.randn(2, 4, 16, 32, device=device)

default = F.scaled_dot_product_attention(q, k, v, is_causal=True)

with sdpa_kernel(SDPBackend.MATH):  # 只允许使用参考实现
    print(torch.backends.cuda.flash_sdp_enabled(), torch.backends.cuda.math_sdp_enabled())
    math = F.scaled_dot_product_attention(q, k, v, is_causal=True)

print(torch.backends.cuda.flash_sdp_enabled())  # 退出时恢复之前的开关状态
print(torch.allclose(default, math, atol=1e-4))

# 传列表可允许多个后端；set_priority=True 还会固定尝试它们的顺序
with sdpa_kernel([SDPBackend.FLASH_ATTENTION, SDPBackend.MATH], set_priority=True):
    print(F.scaled_dot_product_attention(q, k, v).shape)
