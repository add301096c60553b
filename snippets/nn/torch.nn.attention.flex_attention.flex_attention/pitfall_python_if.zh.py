import torch
from torch.nn.attention.flex_attention import create_block_mask


def causal(b, h, q_idx, kv_idx):
    if q_idx >= kv_idx:  # 对张量使用 Python 控制流：无法被追踪
        return True
    return False


create_block_mask(causal, None, None, 128, 128, device="cpu")
