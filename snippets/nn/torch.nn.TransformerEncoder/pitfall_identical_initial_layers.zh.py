import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(d_model=16, nhead=4, batch_first=True)
encoder = nn.TransformerEncoder(layer, num_layers=3)

first, second = encoder.layers[0], encoder.layers[1]
print(torch.equal(first.linear1.weight, second.linear1.weight))  # 每一层的初始权重都相同
print(first.linear1.weight is second.linear1.weight)  # 但它们是各自独立的参数
