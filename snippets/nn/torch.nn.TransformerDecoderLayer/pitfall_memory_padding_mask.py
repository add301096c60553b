import torch
from torch import nn

decoder = nn.TransformerDecoder(nn.TransformerDecoderLayer(16, 4, batch_first=True), num_layers=2)
memory = torch.randn(2, 6, 16)  # source length S = 6
target = torch.randn(2, 4, 16)  # target length T = 4
target_padding = torch.tensor([[False] * 4, [False, False, True, True]])  # (N, T)
decoder(target, memory, memory_key_padding_mask=target_padding)  # the target's mask in the memory's slot
