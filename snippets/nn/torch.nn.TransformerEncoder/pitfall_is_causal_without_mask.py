import torch
from torch import nn

encoder = nn.TransformerEncoder(nn.TransformerEncoderLayer(16, 4, batch_first=True), num_layers=2)
encoder(torch.randn(2, 5, 16), is_causal=True)  # a hint about the mask, not a mask
