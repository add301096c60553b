import warnings

import torch
from torch import nn

warnings.simplefilter("always")
# batch_first 默认为 False；构造时会就嵌套张量快速路径发出警告
model = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
                       dim_feedforward=16)

src = torch.randn(2, 4, 8)  # 本意是 (N=2, S=4, E)，却被当作 (S=2, N=4, E)
tgt = torch.randn(2, 3, 8)  # 被当作 (T=2, N=3, E)
model(src, tgt)
