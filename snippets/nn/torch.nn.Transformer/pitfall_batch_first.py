import warnings

import torch
from torch import nn

warnings.simplefilter("always")
# batch_first defaults to False; the constructor warns about the nested-tensor fast path
model = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
                       dim_feedforward=16)

src = torch.randn(2, 4, 8)  # meant as (N=2, S=4, E), read as (S=2, N=4, E)
tgt = torch.randn(2, 3, 8)  # read as (T=2, N=3, E)
model(src, tgt)
