import warnings

import torch
from torch.nn.attention.flex_attention import create_block_mask, flex_attention

warnings.simplefilter("ignore", UserWarning)
mask = create_block_mask(lambda b, h, q, kv: q >= kv, None, None, 128, 128, device="cpu")
q = k = v = torch.randn(1, 2, 256, 16)  # 序列比构建掩码时用的长度更长
flex_attention(q, k, v, block_mask=mask)
