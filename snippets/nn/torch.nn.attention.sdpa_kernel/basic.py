import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

torch.manual_seed(0)
device = "cuda" if torch.cuda.is_available() else "cpu"
q = k = v = torch.randn(2, 4, 16, 32, device=device)

default = F.scaled_dot_product_attention(q, k, v, is_causal=True)

with sdpa_kernel(SDPBackend.MATH):  # only the reference implementation is allowed
    print(torch.backends.cuda.flash_sdp_enabled(), torch.backends.cuda.math_sdp_enabled())
    math = F.scaled_dot_product_attention(q, k, v, is_causal=True)

print(torch.backends.cuda.flash_sdp_enabled())  # the previous flags are restored on exit
print(torch.allclose(default, math, atol=1e-4))

# a list allows several backends; set_priority=True also fixes the order they are tried in
with sdpa_kernel([SDPBackend.FLASH_ATTENTION, SDPBackend.MATH], set_priority=True):
    print(F.scaled_dot_product_attention(q, k, v).shape)
