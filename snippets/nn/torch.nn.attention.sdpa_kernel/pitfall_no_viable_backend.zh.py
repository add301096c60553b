import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

q = k = v = torch.randn(1, 2, 8, 16)  # CPU 上的 float32
with sdpa_kernel(SDPBackend.EFFICIENT_ATTENTION):  # 仅支持 CUDA 的内核
    F.scaled_dot_product_attention(q, k, v)
