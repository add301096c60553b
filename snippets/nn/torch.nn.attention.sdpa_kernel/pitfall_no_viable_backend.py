import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

q = k = v = torch.randn(1, 2, 8, 16)  # CPU float32
with sdpa_kernel(SDPBackend.EFFICIENT_ATTENTION):  # a CUDA-only kernel
    F.scaled_dot_product_attention(q, k, v)
