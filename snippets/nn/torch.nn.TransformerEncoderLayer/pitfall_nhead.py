from torch import nn

nn.TransformerEncoderLayer(d_model=10, nhead=3)  # 10 is not a multiple of 3
