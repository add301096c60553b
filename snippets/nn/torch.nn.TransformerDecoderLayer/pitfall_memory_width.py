import torch
from torch import nn

encoder_output = torch.randn(2, 6, 8)  # an encoder with d_model=8
decoder = nn.TransformerDecoder(nn.TransformerDecoderLayer(16, 4, batch_first=True), num_layers=2)
decoder(torch.randn(2, 4, 16), encoder_output)
