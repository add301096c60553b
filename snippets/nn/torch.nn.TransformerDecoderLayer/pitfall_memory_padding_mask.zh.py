import torch
from torch import nn

decoder = nn.TransformerDecoder(nn.TransformerDecoderLayer(16, 4, batch_first=True), num_layers=2)
memory = torch.randn(2, 6, 16)  # 源序列长度 S = 6
target = torch.randn(2, 4, 16)  # 目标序列长度 T = 4
target_padding = torch.tensor([[False] * 4, [False, False, True, True]])  # (N, T)
decoder(target, memory, memory_key_padding_mask=target_padding)  # 把目标序列的掩码传到了 memory 的位置
