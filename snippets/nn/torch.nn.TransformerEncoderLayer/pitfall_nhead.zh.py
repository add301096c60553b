from torch import nn

nn.TransformerEncoderLayer(d_model=10, nhead=3)  # 10 不是 3 的倍数
