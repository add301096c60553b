import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(8, 2, 16, batch_first=True)
layer.eval()
x = torch.randn(2, 3, 8)
padding = torch.tensor([[True, True, True],     # 空序列：全部是填充
                        [False, False, True]])

print(layer(x, src_key_padding_mask=padding)[0, 0, :3])  # 记录梯度时：有限值

with torch.no_grad():  # 推理时走融合的快速路径
    print(layer(x, src_key_padding_mask=padding)[0, 0, :3])  # nan
