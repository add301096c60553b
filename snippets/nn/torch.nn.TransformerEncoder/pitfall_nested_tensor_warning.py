from torch import nn

layer = nn.TransformerEncoderLayer(d_model=16, nhead=4)  # batch_first defaults to False
encoder = nn.TransformerEncoder(layer, num_layers=2)
