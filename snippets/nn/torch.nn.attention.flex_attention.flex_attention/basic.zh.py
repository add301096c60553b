import warnings

import torch
import torch.nn.functional as F
from torch.nn.attention.flex_attention import create_block_mask, flex_attention

warnings.simplefilter("ignore", UserWarning)  # eager 模式运行："called without torch.compile()"
torch.manual_seed(0)
device = "cuda" if torch.cuda.is_available() else "cpu"
q = k = v = torch.randn(1, 2, 256, 16, device=device)  # (batch, heads, seq_len, head_dim)


def causal(b, h, q_idx, kv_idx):  # mask_mod：True 表示可以关注
    return q_idx >= kv_idx


block_mask = create_block_mask(causal, B=None, H=None, Q_LEN=256, KV_LEN=256, device=device)
print(block_mask.shape)  # B/H 为 None 时在批次维和头维上广播
out = flex_attention(q, k, v, block_mask=block_mask)
print(torch.allclose(out, F.scaled_dot_product_attention(q, k, v, is_causal=True), atol=1e-5))


def no_bias(score, b, h, q_idx, kv_idx):  # score_mod：改写每个分数
    return score + 0.0 * (q_idx - kv_idx)


print(torch.allclose(flex_attention(q, k, v, score_mod=no_bias), F.scaled_dot_product_attention(q, k, v), atol=1e-5))
