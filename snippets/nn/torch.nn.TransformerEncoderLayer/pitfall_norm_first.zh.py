import torch
from torch import nn

torch.manual_seed(0)
post = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True)
pre = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True, norm_first=True)
pre.load_state_dict(post.state_dict())  # 权重相同

x = torch.randn(1, 3, 8) * 5 + 3
with torch.no_grad():
    print(post(x).std(dim=-1))  # 后归一化：每个词元的输出都经过了归一化
    print(pre(x).std(dim=-1))   # 前归一化：直接返回残差流
