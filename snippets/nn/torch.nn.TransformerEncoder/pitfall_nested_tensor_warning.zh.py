from torch import nn

layer = nn.TransformerEncoderLayer(d_model=16, nhead=4)  # batch_first 默认为 False
encoder = nn.TransformerEncoder(layer, num_layers=2)
